// Activity and recipe translations (issue 36): a participant reads an activity (its list, its page, the home tiles, the
// loggable act, day records, user activities, the quiz) and a recipe (list, page, search) in their language where it
// has a translation, field by field (an empty field, or answers that do not line up with the quiz, show the item's own);
// the original otherwise. Activity translations are written through the activity editor's save, under its permission
// and its 404 for another promotion's activity; they travel with collection copies and program packages.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { createLoggingPromotion, createParticipant } from '../helpers/logging-factories';
import { createRecipe } from '../helpers/recipe-factories';
import { GET as listActivities } from '@/app/api/promotions/[id]/activities/route';
import { GET as showActivity, PUT as putActivity } from '@/app/api/activities/[id]/route';
import { GET as getLogging, POST as postLogging } from '@/app/api/logging/route';
import { GET as listUserActivities, POST as createUserActivity } from '@/app/api/user_activities/route';
import { GET as weekEntries } from '@/app/api/entries/route';
import { POST as answerQuiz } from '@/app/api/user_quiz_answers/[activity_id]/route';
import { POST as copyCollection } from '@/app/api/aaoi_collections/copy/[id]/route';
import { GET as listRecipes } from '@/app/api/recipes/route';
import { GET as showRecipe } from '@/app/api/recipes/[id]/route';
import { snapshot } from '@/server/packages/export';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';

const DASHBOARD = 'dashboard.localhost:3000';
let master: string;

beforeAll(async () => {
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});

type Reader = { host: string; cookie?: string; language?: string };
const as = (r: Reader) => ({ host: r.host, cookie: r.cookie, headers: (r.language ? { 'accept-language': r.language } : {}) as Record<string, string> });
const spanishTranslation = {
  name: 'Respira', blurb: 'Una pausa breve.', content: '<p>Inhala y exhala.</p>',
  question: '¿Cuál es la correcta?', answers: ['Respuesta A', 'Respuesta B', 'Respuesta C'],
};
const put = (id: number, body: Record<string, unknown>, cookie = master) =>
  callRoute(putActivity, { method: 'PUT', host: DASHBOARD, path: `/api/activities/${id}`, cookie, params: { id: String(id) }, body });
/** The editor's save of an activity as it is, plus `extra` (the form sends every field). */
async function saveAs(activityId: number, extra: Record<string, unknown>, cookie = master) {
  const a = await db.activity.findUniqueOrThrow({ where: { id: activityId } });
  return put(activityId, {
    promotion_id: a.promotion_id, category: a.category, name: a.name, blurb: a.blurb, content: a.content, week_available: a.week_available,
    sequence: a.sequence, is_logging: a.is_logging, question: a.question, answers: a.answers, correct_answer: a.correct_answer, ...extra,
  }, cookie);
}

describe('activities in the reader\'s language', () => {
  it('lists and shows an activity translated for a Spanish reader, field by field, and as written for an English one', async () => {
    const { promotion, activities } = await createLoggingPromotion();
    const { cookie } = await createParticipant(promotion);
    await db.activityTranslation.create({ data: { activity_id: activities.quiz.id, locale: 'es', ...spanishTranslation } });
    // Only the name, and answers that do not line up with the quiz's three: the rest shows the activity's own.
    await db.activityTranslation.create({ data: { activity_id: activities.plain.id, locale: 'es', name: 'Da un paseo', blurb: '  ', answers: [] } });
    await db.activityTranslation.create({ data: { activity_id: activities.nonLogging.id, locale: 'es', question: '¿Pregunta?', answers: ['Solo una'] } });

    const spanish = { host: promotion.host, cookie, language: 'es-ES,es;q=0.9' };
    const list = await callRoute(listActivities, { ...as(spanish), path: `/api/promotions/${promotion.id}/activities?page_size=0`, params: { id: String(promotion.id) } });
    expect(list.status).toBe(200);
    const byId = new Map(list.json.data.map((a: { id: number }) => [a.id, a]));
    expect(byId.get(activities.quiz.id)).toMatchObject({ ...spanishTranslation, correct_answer: 1, has_quiz: true });
    expect(byId.get(activities.plain.id)).toMatchObject({ name: 'Da un paseo', blurb: 'A short blurb', content: '<p>Content</p>' });
    expect(byId.get(activities.nonLogging.id)).toMatchObject({ name: 'Read about sleep', question: '¿Pregunta?', answers: ['A', 'B', 'C'] });
    expect(byId.get(activities.calm.id)).toMatchObject({ name: 'Gratitude list' });

    const page = await callRoute(showActivity, { ...as(spanish), path: `/api/activities/${activities.quiz.id}`, params: { id: String(activities.quiz.id) } });
    expect(page.json).toMatchObject(spanishTranslation);

    const english = await callRoute(showActivity, { ...as({ ...spanish, language: 'en-US' }), path: `/api/activities/${activities.quiz.id}`, params: { id: String(activities.quiz.id) } });
    expect(english.json).toMatchObject({ name: 'Breathe', blurb: 'A short blurb', question: 'Which is right?', answers: ['A', 'B', 'C'] });

    // The quiz is answered by position: the translated second answer is the right one, as in English.
    const answer = await callRoute(answerQuiz, { method: 'POST', ...as(spanish), path: `/api/user_quiz_answers/${activities.quiz.id}`, params: { activity_id: String(activities.quiz.id) }, body: { answer_idx: 1 } });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ correct: true, message: '¡Correcto!' });
  });

  it('names the activities of the home screen, the day records and user activities in the reader\'s language', async () => {
    const { promotion, activities } = await createLoggingPromotion();
    const { user, cookie } = await createParticipant(promotion);
    await db.activityTranslation.create({ data: { activity_id: activities.plain.id, locale: 'es', name: 'Da un paseo' } });
    await db.activityTranslation.create({ data: { activity_id: activities.calm.id, locale: 'es', name: 'Lista de gratitud' } });
    const spanish = { host: promotion.host, cookie, language: 'es' };
    // One logged to a tile, one waiting on the home screen.
    const logged = await callRoute(postLogging, { method: 'POST', ...as(spanish), path: '/api/logging', body: { activity_id: activities.plain.id, tile_number: 0 } });
    expect(logged.status).toBe(200);
    expect(logged.json[0].logged_activities[0].activity.name).toBe('Da un paseo');
    await callRoute(createUserActivity, { method: 'POST', ...as(spanish), path: '/api/user_activities', body: { activity_id: activities.calm.id } });

    const home = (await callRoute(getLogging, { ...as(spanish), path: '/api/logging' })).json[0];
    expect(home.logged_activities.map((t: { activity: { name: string } }) => t.activity.name)).toEqual(['Da un paseo']);
    expect(home.loggable_activity.activity.name).toBe('Lista de gratitud');
    expect(home.entry.entry_activities[0].user_activity.activity.name).toBe('Da un paseo');

    const entries = await callRoute(weekEntries, { ...as(spanish), path: '/api/entries' });
    const names = entries.json.data.flatMap((e: { entry_activities: { user_activity: { activity: { name: string } } }[] }) => e.entry_activities.map((ea) => ea.user_activity.activity.name));
    expect(names).toEqual(['Da un paseo']);
    const mine = await callRoute(listUserActivities, { ...as(spanish), path: '/api/user_activities' });
    expect(mine.json.data.map((ua: { activity: { name: string } }) => ua.activity.name).sort()).toEqual(['Da un paseo', 'Lista de gratitud']);

    // The same reader in English, and a saved Spanish choice outranking an English browser.
    const english = (await callRoute(getLogging, { ...as({ ...spanish, language: 'en' }), path: '/api/logging' })).json[0];
    expect(english.logged_activities[0].activity.name).toBe('Take a walk');
    expect(english.loggable_activity.activity.name).toBe('Gratitude list');
    await db.user.update({ where: { id: user.id }, data: { locale: 'es' } });
    const saved = (await callRoute(getLogging, { ...as({ ...spanish, language: 'en' }), path: '/api/logging' })).json[0];
    expect(saved.logged_activities[0].activity.name).toBe('Da un paseo');
  });
});

describe('the activity editor\'s translations', () => {
  it('saves, shows and clears a translation with the activity\'s save; sanitized and audited; participants read it at once', async () => {
    const { promotion, activities } = await createLoggingPromotion();
    const saved = await saveAs(activities.quiz.id, {
      translations: { es: { ...spanishTranslation, content: '<p onclick="x()">Inhala.</p><script>alert(1)</script>', answers: ['Respuesta A', '', 'Respuesta B', 'Respuesta C'] } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ name: 'Breathe', locale: 'en' });
    expect(saved.json.translations).toEqual({ es: { ...spanishTranslation, content: '<p>Inhala.</p>' } });
    const audit = await db.auditEvent.findFirst({ where: { record_type: 'Activity', record_id: String(activities.quiz.id) }, orderBy: { id: 'desc' } });
    expect(audit?.after).toMatchObject({ translations: { es: { name: 'Respira' } } });

    const { cookie } = await createParticipant(promotion);
    const seen = await callRoute(showActivity, { host: promotion.host, cookie, headers: { 'accept-language': 'es' }, path: `/api/activities/${activities.quiz.id}`, params: { id: String(activities.quiz.id) } });
    expect(seen.json).toMatchObject({ name: 'Respira', content: '<p>Inhala.</p>', answers: spanishTranslation.answers });

    // A translation whose answers do not line up with the quiz's is refused, and nothing changes.
    const misaligned = await saveAs(activities.quiz.id, { translations: { es: { name: 'Otro', answers: ['Una', 'Dos'] } } });
    expect(misaligned.status).toBe(422);
    expect(JSON.stringify(misaligned.json.errors)).toContain(M.translationAnswers);
    expect((await db.activityTranslation.findFirstOrThrow({ where: { activity_id: activities.quiz.id } })).name).toBe('Respira');

    // A save that names no language leaves it; every field empty, or null, deletes it.
    expect((await saveAs(activities.quiz.id, { name: 'Breathe slowly' })).json.translations.es.name).toBe('Respira');
    const cleared = await saveAs(activities.quiz.id, { translations: { es: { name: '', blurb: '', content: '', question: '', answers: [] } } });
    expect(cleared.json.translations).toEqual({});
    await saveAs(activities.quiz.id, { translations: { es: { name: 'Otra vez' } } });
    expect((await saveAs(activities.quiz.id, { translations: { es: null } })).json.translations).toEqual({});
    expect(await db.activityTranslation.count({ where: { activity_id: activities.quiz.id } })).toBe(0);

    const unknown = await saveAs(activities.quiz.id, { translations: { fr: { name: 'Respirez' } } });
    expect(unknown.status).toBe(422);
  });

  it('is the master\'s: a coordinator or a participant gets 403, another promotion\'s activity is a 404, and nothing is written', async () => {
    const a = await createLoggingPromotion();
    const b = await createPromotion();
    const target = a.activities.plain.id;
    for (const [promotionId, role] of [[a.promotion.id, 'Coordinator'], [b.id, 'Coordinator'], [a.promotion.id, 'User']] as const) {
      const cookie = await signInCookie(await createUser({ promotionId, role }), { promotionId: null });
      const res = await saveAs(target, { translations: { es: { name: 'Intruso' } } }, cookie);
      expect(res.status, `${role} of ${promotionId === b.id ? 'B' : 'A'}`).toBe(403);
    }
    // A master saving through promotion B's name cannot reach A's activity.
    const cross = await saveAs(target, { promotion_id: b.id, translations: { es: { name: 'Intruso' } } });
    expect(cross.status).toBe(404);
    expect(await db.activityTranslation.count({ where: { activity_id: target } })).toBe(0);
  });

  it('copies translations with a collection\'s activities, and program packages carry them', async () => {
    const library = await db.activity.create({ data: { promotion_id: null, category: 'create_calm', name: 'Library breath' } });
    await db.activityTranslation.create({ data: { activity_id: library.id, locale: 'es', name: 'Respiración de la biblioteca' } });
    const collection = await db.activityCollection.create({ data: { name: 'Library', items: { create: [{ item_type: 'Activity', activity_id: library.id, sequence: 1 }] } } });
    const p = await createPromotion();
    const copied = await callRoute(copyCollection, { method: 'POST', host: DASHBOARD, cookie: master, path: `/api/aaoi_collections/copy/${collection.id}`, params: { id: String(collection.id) }, body: { promotion_id: p.id } });
    expect(copied.status).toBe(201);
    const copy = await db.activity.findFirstOrThrow({ where: { promotion_id: p.id, name: 'Library breath' }, include: { translations: true } });
    expect(copy.translations.map((t) => [t.locale, t.name])).toEqual([['es', 'Respiración de la biblioteca']]);

    const { items } = await snapshot(db, p.id);
    expect(items.activities.find((x) => x.name === 'Library breath')?.translations).toEqual({
      es: { name: 'Respiración de la biblioteca', blurb: null, content: null, question: null, answers: [] },
    });
  });
});

describe('recipes in the reader\'s language', () => {
  it('lists, shows and finds a recipe in Spanish where translated, field by field; the ingredients as a whole list', async () => {
    const p = await createPromotion();
    const visitor = { host: p.host };
    const oats = await createRecipe(p.id, { title: 'Overnight oats', description: 'Oats that wait for you.' });
    await db.recipe.update({ where: { id: oats.id }, data: { instructions: '<ol><li>Stir.</li></ol>' } });
    const rice = await createRecipe(p.id, { title: 'Rice bowl', description: 'A quick bowl.' });
    await db.recipeTranslation.create({
      data: { recipe_id: oats.id, locale: 'es', title: 'Avena remojada', description: 'Avena que te espera.', instructions: '<ol><li>Mezcla.</li></ol>', ingredients: ['1 taza de arroz', '2 huevos', 'Sal'] },
    });
    // Only the description: the title and the ingredients show the recipe's own.
    await db.recipeTranslation.create({ data: { recipe_id: rice.id, locale: 'es', description: 'Un bol rápido.', ingredients: [] } });

    const spanish = await callRoute(listRecipes, { ...as({ ...visitor, language: 'es' }), path: '/api/recipes' });
    expect(spanish.status).toBe(200);
    const byId = new Map(spanish.json.data.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(oats.id)).toMatchObject({ title: 'Avena remojada', description: 'Avena que te espera.', summary: 'Avena que te espera.' });
    expect(byId.get(rice.id)).toMatchObject({ title: 'Rice bowl', description: 'Un bol rápido.' });

    const page = await callRoute(showRecipe, { ...as({ ...visitor, language: 'es' }), path: `/api/recipes/${oats.id}`, params: { id: String(oats.id) } });
    expect(page.json).toMatchObject({ title: 'Avena remojada', instructions_html: '<ol><li>Mezcla.</li></ol>', ingredients: [{ item: '1 taza de arroz' }, { item: '2 huevos' }, { item: 'Sal' }] });
    const ricePage = await callRoute(showRecipe, { ...as({ ...visitor, language: 'es' }), path: `/api/recipes/${rice.id}`, params: { id: String(rice.id) } });
    expect(ricePage.json.ingredients).toEqual([{ item: '1 cup rice' }, { item: '2 eggs' }]);

    const english = await callRoute(showRecipe, { ...as({ ...visitor, language: 'en' }), path: `/api/recipes/${oats.id}`, params: { id: String(oats.id) } });
    expect(english.json).toMatchObject({ title: 'Overnight oats', instructions_html: '<ol><li>Stir.</li></ol>', ingredients: [{ item: '1 cup rice' }, { item: '2 eggs' }] });

    // A Spanish reader finds it by the words they see; an English reader does not.
    const found = await callRoute(listRecipes, { ...as({ ...visitor, language: 'es' }), path: '/api/recipes?search=avena' });
    expect(found.json.data.map((r: { id: number }) => r.id)).toEqual([oats.id]);
    const notFound = await callRoute(listRecipes, { ...as({ ...visitor, language: 'en' }), path: '/api/recipes?search=avena' });
    expect(notFound.json.data).toEqual([]);
  });
});
