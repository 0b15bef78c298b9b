// Content translations (issue 36): a content item's title, summary and content in the reader's language when it has a
// translation in it (an empty translated field shows the item's own text), the item's own text otherwise; saved and
// cleared through the content editor's save calls, under the same permission; carried by program packages.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as listRoute, POST as createRoute } from '@/app/api/custom_content/route';
import { GET as itemRoute, PUT as putRoute } from '@/app/api/custom_content/[id]/route';
import { findContent } from '@/server/content/queries';
import { snapshot } from '@/server/packages/export';

const DASHBOARD = 'dashboard.localhost:3000';
type Promo = Awaited<ReturnType<typeof createPromotion>>;
type Item = { id: number; key: string; title: string | null; summary: string | null; content_html: string | null; locale: string };
let master: string;
let defaults: Promo;

beforeAll(async () => {
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
  defaults = await createPromotion({ data: { is_default: true } });
});

const seed = (promotionId: number | null, category: string, key: string, extra: Record<string, unknown> = {}) =>
  db.customContent.create({ data: { promotion_id: promotionId, category, key, title: `${key} title`, summary: `${key} summary`, content: `<p>${key} text</p>`, ...extra } });
const translate = (id: number, locale: string, text: { title?: string; summary?: string; content?: string }) =>
  db.customContentTranslation.create({ data: { custom_content_id: id, locale, ...text } });

/** A participant's page reading a category: the promotion's host, in a language chosen by Accept-Language or a session. */
const read = async (p: Promo, category: string, how: { language?: string; cookie?: string } = {}) => {
  const res = await callRoute(listRoute, { host: p.host, path: `/api/custom_content?category=${category}`, cookie: how.cookie, headers: how.language ? { 'accept-language': how.language } : {} });
  expect(res.status).toBe(200);
  return res.json.data as Item[];
};
const put = (id: number, body: Record<string, unknown>, cookie = master) =>
  callRoute(putRoute, { method: 'PUT', host: DASHBOARD, path: `/api/custom_content/${id}`, cookie, params: { id: String(id) }, body });

describe('reading in the reader\'s language', () => {
  it('a Spanish reader gets the translation, an English reader the original; an empty field or a missing translation falls back', async () => {
    const p = await createPromotion();
    const faq = await seed(defaults.id, 'faqs', 'tr_how', { sequence: 1 });
    const partial = await seed(defaults.id, 'faqs', 'tr_partial', { sequence: 2 });
    await seed(defaults.id, 'faqs', 'tr_none', { sequence: 3 });
    await translate(faq.id, 'es', { title: '¿Cómo?', summary: 'Resumen', content: '<p>Texto</p>' });
    // Only the title: the summary and content show the item's own text.
    await translate(partial.id, 'es', { title: 'Solo el título', content: '  ' });

    const spanish = await read(p, 'faqs', { language: 'es-MX,es;q=0.9' });
    expect(spanish.find((i) => i.key === 'tr_how')).toMatchObject({ title: '¿Cómo?', summary: 'Resumen', content_html: '<p>Texto</p>', locale: 'es' });
    expect(spanish.find((i) => i.key === 'tr_partial')).toMatchObject({ title: 'Solo el título', content_html: '<p>tr_partial text</p>', summary: 'tr_partial summary', locale: 'es' });
    expect(spanish.find((i) => i.key === 'tr_none')).toMatchObject({ title: 'tr_none title', content_html: '<p>tr_none text</p>', locale: 'en' });

    const english = await read(p, 'faqs', { language: 'en-US' });
    expect(english.find((i) => i.key === 'tr_how')).toMatchObject({ title: 'tr_how title', content_html: '<p>tr_how text</p>', locale: 'en' });

    // The saved choice outranks the browser (the route wrapper's negotiation).
    const user = await createUser({ promotionId: p.id });
    await db.user.update({ where: { id: user.id }, data: { locale: 'es' } });
    const cookie = await signInCookie(user, { promotionId: p.id });
    expect((await read(p, 'faqs', { language: 'en', cookie })).find((i) => i.key === 'tr_how')?.title).toBe('¿Cómo?');

    // One item by id, in the same language.
    const one = await callRoute(itemRoute, { host: p.host, path: `/api/custom_content/${faq.id}`, params: { id: String(faq.id) }, headers: { 'accept-language': 'es' } });
    expect(one.json).toMatchObject({ title: '¿Cómo?', content_html: '<p>Texto</p>', locale: 'es' });
  });

  it('serves tips (searchable in the reader\'s language) and server-rendered reads; the item\'s own language is its promotion\'s default', async () => {
    const p = await createPromotion({ data: { default_locale: 'es' } });
    const tip = await seed(p.id, 'tips', 'tr_tip', { title: 'Respira', content: '<p>Propio</p>', days_from_start: 0 });
    await translate(tip.id, 'en', { title: 'Breathe', content: '<p>Own, in English</p>' });
    // No browser language: the promotion's default (Spanish) is the reader's, and the row's own text is Spanish.
    const own = (await read(p, 'tips')).find((i) => i.key === 'tr_tip');
    expect(own).toMatchObject({ title: 'Respira', locale: 'es' });
    // The promotion's default outranks the browser: an English reader here chose English (the switcher's cookie).
    const english = await read(p, 'tips', { cookie: 'renew_locale=en' });
    expect(english.find((i) => i.key === 'tr_tip')).toMatchObject({ title: 'Breathe', content_html: '<p>Own, in English</p>', locale: 'en' });
    const searched = await callRoute(listRoute, { host: p.host, path: '/api/custom_content?category=tips&search=breathe', cookie: 'renew_locale=en' });
    expect(searched.json.data.map((i: Item) => i.key)).toContain('tr_tip');

    // Server components read through the same queries with requestLocale().
    const [row] = await findContent(p.id, { category: 'tips', key: 'tr_tip', locale: 'en' });
    expect(row).toMatchObject({ title: 'Breathe', locale: 'en' });
    const [plain] = await findContent(p.id, { category: 'tips', key: 'tr_tip' });
    expect(plain).toMatchObject({ title: 'Respira', locale: 'es' });
  });
});

describe('writing translations', () => {
  it('saves, shows and clears a translation through the content save; sanitized and audited', async () => {
    const p = await createPromotion();
    const faq = await seed(p.id, 'faqs', 'tr_write');
    const saved = await put(faq.id, {
      promotion_id: p.id, category: 'faqs',
      translations: { es: { title: 'Pregunta <script>x</script>', summary: '', content: '<p onclick="x()">Respuesta</p><script>alert(1)</script>' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.translations).toEqual({ es: { title: 'Pregunta', summary: null, content: '<p>Respuesta</p>' } });
    // The item's own fields were not sent, so they stay.
    expect(saved.json).toMatchObject({ title: 'tr_write title', locale: 'en' });
    expect((await read(p, 'faqs', { language: 'es' })).find((i) => i.key === 'tr_write')).toMatchObject({ title: 'Pregunta', content_html: '<p>Respuesta</p>' });
    const audit = await db.auditEvent.findFirst({ where: { record_type: 'CustomContent', record_id: String(faq.id) }, orderBy: { id: 'desc' } });
    expect(audit?.after).toMatchObject({ translations: { es: { title: 'Pregunta' } } });

    // The editor's list carries each item's translations.
    const editor = await callRoute(listRoute, { host: DASHBOARD, cookie: master, path: `/api/custom_content?promotion_id=${p.id}&category=faqs&hidden=true&structured=true` });
    expect(editor.json.data.tr_write.translations.es.title).toBe('Pregunta');

    // Empty fields (tiptap's empty paragraph included) delete it; so does null.
    const cleared = await put(faq.id, { promotion_id: p.id, category: 'faqs', translations: { es: { title: '', summary: '', content: '<p></p>' } } });
    expect(cleared.json.translations).toEqual({});
    expect(await db.customContentTranslation.count({ where: { custom_content_id: faq.id } })).toBe(0);
    expect((await read(p, 'faqs', { language: 'es' })).find((i) => i.key === 'tr_write')?.title).toBe('tr_write title');
    await put(faq.id, { promotion_id: p.id, category: 'faqs', translations: { es: { title: 'Otra vez' } } });
    expect((await put(faq.id, { promotion_id: p.id, category: 'faqs', translations: { es: null } })).json.translations).toEqual({});

    const unknown = await put(faq.id, { promotion_id: p.id, category: 'faqs', translations: { fr: { title: 'Bonjour' } } });
    expect(unknown.status).toBe(422);
  });

  it('a new item takes its translations; saving a default for a promotion copies the default\'s translations to the override', async () => {
    const p = await createPromotion();
    const created = await callRoute(createRoute, {
      method: 'POST', host: DASHBOARD, path: '/api/custom_content', cookie: master,
      body: { promotion_id: p.id, category: 'faqs', key: 'tr_new', title: 'New', content: '<p>New</p>', translations: { es: { title: 'Nuevo' } } },
    });
    expect(created.status).toBe(201);
    expect(created.json.translations.es).toMatchObject({ title: 'Nuevo', content: null });

    const shared = await seed(defaults.id, 'faqs', 'tr_shared');
    await translate(shared.id, 'es', { title: 'Compartido', content: '<p>Compartido</p>' });
    const override = await put(shared.id, { promotion_id: p.id, category: 'faqs', title: 'Ours', translations: { es: { title: 'Nuestro', content: '<p>Compartido</p>' } } });
    expect(override.status).toBe(201);
    expect(override.json).toMatchObject({ promotion_id: p.id, title: 'Ours', translations: { es: { title: 'Nuestro', content: '<p>Compartido</p>' } } });
    // The default keeps its own translation for every other promotion.
    const other = await createPromotion();
    expect((await read(other, 'faqs', { language: 'es' })).find((i) => i.key === 'tr_shared')?.title).toBe('Compartido');
    expect((await read(p, 'faqs', { language: 'es' })).find((i) => i.key === 'tr_shared')?.title).toBe('Nuestro');
    // An override made for another field (the title alone) starts with the default's translations.
    const shared2 = await seed(defaults.id, 'faqs', 'tr_shared_two');
    await translate(shared2.id, 'es', { title: 'Dos' });
    const copied = await put(shared2.id, { promotion_id: p.id, category: 'faqs', title: 'Two, ours' });
    expect(copied.json.translations).toEqual({ es: { title: 'Dos', summary: null, content: null } });
  });

  it('only those who edit content may write one: a coordinator of another promotion, or a participant, gets 403 and nothing changes', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const faq = await seed(a.id, 'faqs', 'tr_guarded');
    for (const [promotionId, role] of [[b.id, 'Coordinator'], [a.id, 'Coordinator'], [a.id, 'User']] as const) {
      const cookie = await signInCookie(await createUser({ promotionId, role }), { promotionId: null });
      const res = await put(faq.id, { promotion_id: a.id, category: 'faqs', translations: { es: { title: 'Intruso' } } }, cookie);
      expect(res.status, `${role} of ${promotionId === a.id ? 'A' : 'B'}`).toBe(403);
    }
    // On the promotion's own host (not the dashboard) the editor's calls do not exist either.
    const coordinatorB = await signInCookie(await createUser({ promotionId: b.id, role: 'Coordinator' }), { promotionId: b.id });
    const onHost = await callRoute(putRoute, { method: 'PUT', host: b.host, path: `/api/custom_content/${faq.id}`, cookie: coordinatorB, params: { id: String(faq.id) }, body: { promotion_id: a.id, category: 'faqs', translations: { es: { title: 'Intruso' } } } });
    expect([403, 404]).toContain(onHost.status);
    // A master editing promotion B cannot reach A's row through B (404, as for every content write).
    const cross = await put(faq.id, { promotion_id: b.id, category: 'faqs', translations: { es: { title: 'Intruso' } } });
    expect(cross.status).toBe(404);
    expect(await db.customContentTranslation.count({ where: { custom_content_id: faq.id } })).toBe(0);
  });
});

describe('program packages', () => {
  it('a promotion\'s content goes out with its translations, by language', async () => {
    const p = await createPromotion();
    const faq = await seed(p.id, 'faqs', 'tr_packed');
    await translate(faq.id, 'es', { title: 'Empaquetado', content: '<p>Sí</p>' });
    const { items } = await snapshot(db, p.id);
    expect(items.content.find((c) => c.content_key === 'tr_packed')?.translations).toEqual({ es: { title: 'Empaquetado', summary: null, content: '<p>Sí</p>' } });
  });
});
