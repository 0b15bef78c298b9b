// Words the server writes into its answers, in the reader's language (issue 36): the cockpit's readiness checklist (its
// details, dates in the promotion's time zone), the user table's fourth column when it is the default "Location", the
// coordinator's Stats CSV (built from the Stats answer with the reader's catalog) and the participant's own CSV
// downloads. English stays as it was; a Spanish reader (saved language) reads Spanish in the same JSON fields.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { logActivity, setPoints } from '../helpers/journey-factories';
import { POST as reviewRoute } from '@/app/api/promotions/[id]/content_review/route';
import { GET as statsRoute } from '@/app/api/promotions/[id]/stats/route';
import { GET as participantsRoute } from '@/app/api/promotions/[id]/participants/route';
import { GET as exportStats } from '@/app/api/export/stats/route';
import { GET as exportEntries } from '@/app/api/export/entries/route';
import { clearStatsCache } from '@/server/coordinator/stats';
import { forgetCachedPromotions, promotionById } from '@/server/tenancy/promotion-context';
import { statsCsvRows, statsCsvWords } from '@/lib/coordinator/csv';
import { translatorFor } from '@/server/i18n/translator';
import type { Readiness } from '@/lib/promotions/cockpit-types';

const DASHBOARD = 'dashboard.localhost:3000';
type P = Awaited<ReturnType<typeof createPromotion>>;
let p: P;

async function speaking(locale: 'es' | null, user: { id: number }) {
  await db.user.update({ where: { id: user.id }, data: { locale } });
}

beforeAll(async () => {
  p = await createPromotion({ startedDaysAgo: 10 });
});

describe('the cockpit readiness checklist', () => {
  it('says its items, details and dates in the reader’s language', async () => {
    const id = String(p.id);
    const master = await createUser({ promotionId: null, role: 'Master' });
    const cookie = await signInCookie(master, { promotionId: null });
    const review = (path = `/api/promotions/${id}/content_review`) =>
      callRoute<Readiness>(reviewRoute, { method: 'POST', host: DASHBOARD, path, cookie, params: { id } });

    const english = await review();
    expect(english.status).toBe(200);
    const en = (key: string) => english.json.items.find((i) => i.key === key)!;
    expect(en('content').label).toBe('Content reviewed');
    expect(en('content').detail).toMatch(/^Marked reviewed on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    expect(en('badges').detail).toMatch(/^(There is no badge to earn yet\.|\d+ badges? in force\.)$/);

    await speaking('es', master);
    const spanish = await review();
    expect(spanish.status).toBe(200);
    const es = (key: string) => spanish.json.items.find((i) => i.key === key)!;
    expect(es('content').label).toBe('Contenido revisado');
    expect(es('content').fix_label).toBe('Revisar el contenido');
    expect(es('content').detail).toMatch(/^Marcado como revisado el \d{1,2} [a-z]{3,4}\.? \d{4}\.$/);
    expect(es('dates').detail).toBe('La inscripción, el lanzamiento, el inicio y el fin se suceden en orden.');
    expect(es('test_email').detail).toBe('Envíese un correo para verlo como lo verán los participantes.');
    expect(['Los participantes todavía no tienen nada que registrar.', /actividad(es)? para registrar\.$/].some((want) =>
      (typeof want === 'string' ? es('activities').detail === want : want.test(es('activities').detail)))).toBe(true);
    // The same shape: only the words changed.
    expect(spanish.json.items.map((i) => [i.key, i.state, i.href])).toEqual(english.json.items.map((i) => [i.key, i.state, i.href]));
  });
});

describe('the coordinator dashboard', () => {
  it('names the default fourth column and writes the Stats CSV in the reader’s language', async () => {
    const id = String(p.id);
    const coordinator = await createUser({ promotionId: p.id, role: 'Coordinator' });
    const cookie = await signInCookie(coordinator, { promotionId: p.id });
    const participant = await createUser({ promotionId: p.id });
    await logActivity(participant, { category: 'create_calm', day: (await promotionById(p.id))!.timeline.current_date });

    const english = await callRoute(participantsRoute, { host: p.host, path: `/api/promotions/${id}/participants`, cookie, params: { id } });
    expect(english.json.meta.fourth_column).toEqual({ kind: 'location', label: 'Location' });
    await speaking('es', coordinator);
    const spanish = await callRoute(participantsRoute, { host: p.host, path: `/api/promotions/${id}/participants`, cookie, params: { id } });
    expect(spanish.json.meta.fourth_column).toEqual({ kind: 'location', label: 'Ubicación' });

    // A configured label wins in every language.
    await db.promotion.update({ where: { id: p.id }, data: { location_labels: ['Region', 'Site'] } });
    forgetCachedPromotions();
    const configured = await callRoute(participantsRoute, { host: p.host, path: `/api/promotions/${id}/participants`, cookie, params: { id } });
    expect(configured.json.meta.fourth_column.label).toBe('Site');

    clearStatsCache();
    const stats = await callRoute(statsRoute, { host: p.host, path: `/api/promotions/${id}/stats`, cookie, params: { id } });
    expect(stats.status).toBe(200);
    const categories = translatorFor('es', 'categories.names');
    const csv = statsCsvRows(stats.json, statsCsvWords(translatorFor('es', 'admin-coordinator.stats'), (key) => (key === 'create_calm' ? categories(key) : key)));
    expect(csv[0]).toEqual(['Sección', 'Etiqueta', 'Valor']);
    expect(csv[1]!.slice(0, 2)).toEqual(['Participantes', 'Total']);
    expect(csv.some((row) => row[0] === 'Actividades por categoría' && row[1] === 'Crear calma')).toBe(true);
    // The weekly series carry the week's number; the file names it in the reader's language.
    const week = (await promotionById(p.id))!.timeline.current_week;
    expect(stats.json.active_per_week).toEqual([{ week, count: expect.anything() }]);
    expect(csv.find((row) => row[0] === 'Participantes activos por semana')?.[1]).toBe(`Semana ${week}`);

    const englishCsv = statsCsvRows(stats.json, statsCsvWords(translatorFor('en', 'admin-coordinator.stats'), (key) => key));
    expect(englishCsv[0]).toEqual(['Section', 'Label', 'Value']);
    expect(englishCsv[1]!.slice(0, 2)).toEqual(['Participants', 'Total']);
    expect(englishCsv.find((row) => row[0] === 'Active participants per week')?.[1]).toBe(`Week ${week}`);
  });
});

describe('the participant’s own downloads', () => {
  it('my-stats.csv and my-entries.csv in the reader’s language, the point label as configured', async () => {
    const q = await createPromotion();
    const user = await createUser({ promotionId: q.id, firstName: 'Ana', lastName: 'Ruiz' });
    await setPoints(user, 42);
    await logActivity(user, { category: 'pursue_purpose', day: '2026-03-02' });
    await speaking('es', user);
    const cookie = await signInCookie(user, { promotionId: q.id });

    const stats = await callRoute(exportStats, { host: q.host, path: '/api/export/stats', cookie });
    const statsText = String(stats.json);
    expect(statsText.startsWith('Estadística,Valor\r\n')).toBe(true);
    expect(statsText).toContain('Puntos en total,42');
    expect(statsText).toContain('Actividades: Buscar propósito,1');
    expect(statsText).toContain('Mejor categoría,Buscar propósito');

    await db.promotion.update({ where: { id: q.id }, data: { point_label_plural: 'Estrellas' } });
    forgetCachedPromotions();
    const labelled = await callRoute(exportStats, { host: q.host, path: '/api/export/stats', cookie });
    expect(String(labelled.json)).toContain('Estrellas en total,42');

    const entries = await callRoute(exportEntries, { host: q.host, path: '/api/export/entries', cookie });
    expect(String(entries.json).split('\r\n')[0]).toBe('Fecha,Semana,Actividades registradas,Actividades,Categorías,Puntos,Sensaciones');
  });
});
