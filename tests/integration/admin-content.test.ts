// The content editor: defaults and overrides (saving a default for a promotion creates its override, Reset to default
// deletes it), keys and groups, input types, resequencing, the reorder and set-order calls, keywords, sanitizing (what
// a participant reads never carries a script), and who may call it.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as listRoute, POST as createRoute } from '@/app/api/custom_content/route';
import { DELETE as deleteRoute, PUT as putRoute } from '@/app/api/custom_content/[id]/route';
import { POST as setOrderRoute } from '@/app/api/custom_content/set_order/route';
import { POST as reorderRoute } from '@/app/api/promotions/[id]/custom_content/reorder/route';
import { POST as resetRoute } from '@/app/api/promotions/[id]/custom_content/[contentId]/reset/route';
import { GET as keywordsRoute } from '@/app/api/promotions/[id]/keywords/route';

const DASHBOARD = 'dashboard.localhost:3000';
type Handler = Parameters<typeof callRoute>[0];
type Promo = Awaited<ReturnType<typeof createPromotion>>;
let master: string;
let defaults: Promo;

beforeAll(async () => {
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
  defaults = await createPromotion({ data: { is_default: true } });
});

const call = (handler: Handler, method: string, path: string, params: Record<string, string> = {}, body?: unknown, cookie = master) =>
  callRoute(handler, { method, host: DASHBOARD, path, cookie, params, body });
const create = (body: Record<string, unknown>) => call(createRoute, 'POST', '/api/custom_content', {}, body);
const put = (id: number, body: Record<string, unknown>) => call(putRoute, 'PUT', `/api/custom_content/${id}`, { id: String(id) }, body);
/** What a participant's page reads: the promotion's host, no session. */
const participantList = async (p: Promo, category: string) =>
  (await callRoute(listRoute, { host: p.host, path: `/api/custom_content?category=${category}` })).json.data as { key: string; title: string; content_html: string; sequence: number }[];
const seed = (promotionId: number | null, category: string, key: string, extra: Record<string, unknown> = {}) =>
  db.customContent.create({ data: { promotion_id: promotionId, category, key, title: key, content: `<p>${key}</p>`, ...extra } });

describe('defaults and overrides', () => {
  it('saving a default for a promotion creates its override; reset deletes it and the default returns', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const slide = await seed(defaults.id, 'welcome', 'slide_one', { sequence: 1 });

    const saved = await put(slide.id, { promotion_id: a.id, category: 'welcome', title: 'Hello Acme', content: '<p>Just for us</p>' });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ promotion_id: a.id, key: 'slide_one', title: 'Hello Acme', owned: true, has_default: true, is_default: false });
    // Participants of A see it at once; B and the default promotion still see the default.
    expect((await participantList(a, 'welcome')).find((i) => i.key === 'slide_one')).toMatchObject({ title: 'Hello Acme', content_html: '<p>Just for us</p>' });
    expect((await participantList(b, 'welcome')).find((i) => i.key === 'slide_one')?.title).toBe('slide_one');

    // Saving again (by the default's id or the override's) changes the override in place.
    const again = await put(slide.id, { promotion_id: a.id, category: 'welcome', title: 'Hello again' });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: saved.json.id, title: 'Hello again', content: '<p>Just for us</p>' });
    expect(await db.customContent.count({ where: { promotion_id: a.id, key: 'slide_one' } })).toBe(1);

    const editorList = await callRoute(listRoute, { host: DASHBOARD, cookie: master, path: `/api/custom_content?promotion_id=${a.id}&category=welcome&hidden=true&structured=true` });
    expect(editorList.json.data.slide_one).toMatchObject({ id: saved.json.id, has_default: true });

    const reset = await call(resetRoute, 'POST', '/x', { id: String(a.id), contentId: String(saved.json.id) });
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ id: slide.id, title: 'slide_one', owned: false, is_default: true });
    expect((await participantList(a, 'welcome')).find((i) => i.key === 'slide_one')?.title).toBe('slide_one');
    const twice = await call(resetRoute, 'POST', '/x', { id: String(a.id), contentId: String(saved.json.id) });
    expect(twice.status).toBe(404);
    expect(twice.json.errors).toEqual(['Could not reset to default']);
    // A promotion's own key has no default to return to.
    const own = await seed(a.id, 'welcome', 'only_ours');
    const noDefault = await call(resetRoute, 'POST', '/x', { id: String(a.id), contentId: String(own.id) });
    expect(noDefault.json.errors).toEqual(['Could not reset to default']);
    expect(await db.customContent.findUnique({ where: { id: own.id } })).not.toBeNull();
    const audit = await db.auditEvent.findMany({ where: { record_type: 'CustomContent', promotion_id: a.id }, select: { action: true } });
    expect(audit.map((e) => e.action).sort()).toEqual(['create', 'reset', 'update']);
  });

  it('editing the defaults (no promotion) changes them for every promotion; another promotion\'s row is a 404', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const tip = await seed(defaults.id, 'faqs', 'shared_q');
    expect((await put(tip.id, { category: 'faqs', title: 'Shared, edited' })).status).toBe(200);
    expect((await participantList(a, 'faqs')).find((i) => i.key === 'shared_q')?.title).toBe('Shared, edited');

    const theirs = await seed(b.id, 'faqs', 'b_only');
    const cross = await put(theirs.id, { promotion_id: a.id, category: 'faqs', title: 'Stolen' });
    expect(cross.status).toBe(404);
    expect(cross.json.errors).toEqual(['Custom Content could not be found']);
    const crossDelete = await call(deleteRoute, 'DELETE', `/api/custom_content/${theirs.id}?promotion_id=${a.id}`, { id: String(theirs.id) });
    expect(crossDelete.status).toBe(404);
    // A promotion deletes its own rows, never a default (the defaults are deleted while editing them).
    const defaultDelete = await call(deleteRoute, 'DELETE', `/api/custom_content/${tip.id}?promotion_id=${a.id}`, { id: String(tip.id) });
    expect(defaultDelete.status).toBe(404);
    expect((await call(deleteRoute, 'DELETE', `/api/custom_content/${theirs.id}?promotion_id=${b.id}`, { id: String(theirs.id) })).status).toBe(204);
    expect(await db.customContent.findUnique({ where: { id: theirs.id } })).toBeNull();
    const unknown = await put(tip.id, { promotion_id: 2_000_000_000, category: 'faqs', title: 'x' });
    expect(unknown.status).toBe(404);
  });
});

describe('keys, groups and input types', () => {
  it('writes new keys and groups lowercased with underscores, refuses duplicates typed as new, suffixes the others', async () => {
    const p = await createPromotion();
    await seed(defaults.id, 'faqs', 'who_can_join', { group: 'getting_started' });
    const first = await create({ promotion_id: p.id, category: 'faqs', key: 'How Do I Log', new_key: true, title: 'How do I log?' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ key: 'how_do_i_log', promotion_id: p.id, owned: true, has_default: false });

    const dupKey = await create({ promotion_id: p.id, category: 'faqs', key: 'who can join', new_key: true });
    expect(dupKey.status).toBe(422);
    expect(dupKey.json.errors).toEqual(['Key already exists!!']);
    const dupGroup = await create({ promotion_id: p.id, category: 'faqs', group: 'Getting Started', new_group: true });
    expect(dupGroup.json.errors).toEqual(['Group already exists!!']);

    // A blank key takes the group; a duplicate that was not typed as new gets '+N'.
    const grouped = await create({ promotion_id: p.id, category: 'faqs', key: '', group: 'Team Play', new_group: true });
    expect(grouped.json).toMatchObject({ key: 'team_play', group: 'team_play' });
    const second = await create({ promotion_id: p.id, category: 'faqs', key: ' ', group: 'team_play' });
    expect(second.json.key).toBe('team_play+1');
    const third = await create({ promotion_id: p.id, category: 'faqs', key: 'team_play' });
    expect(third.json.key).toBe('team_play+2');

    const fixed = await create({ promotion_id: p.id, category: 'countdown', key: 'another' });
    expect(fixed.status).toBe(422);
    expect(fixed.json.errors).toEqual(['New keys cannot be added to this category.']);
    expect((await create({ promotion_id: p.id, category: 'faqs' })).json.errors).toEqual(['A key or a group is required.']);
  });

  it('limits digit fields by their input type with the spec\'s messages', async () => {
    const p = await createPromotion();
    const options = await seed(defaults.id, 'goalPointOptions', 'goal_point_options', { content: '6|8', custom_fields: { input_type: 'two_digits' } });
    const tooLong = await put(options.id, { promotion_id: p.id, category: 'goalPointOptions', content: '6|123' });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.errors).toEqual(['One or two digits']);
    expect((await put(options.id, { promotion_id: p.id, category: 'goalPointOptions', content: '6|8|10|12' })).json.content).toBe('6|8|10|12');
    const one = await create({ category: 'notification', key: 'days_one', content: '12', custom_fields: { input_type: 'one_digit' } });
    expect(one.json.errors).toEqual(['One digit only']);
    const three = await create({ category: 'notification', key: 'days_three', content: '1234', custom_fields: { input_type: 'three_digits' } });
    expect(three.json.errors).toEqual(['Up to three digits']);
    expect((await create({ category: 'notification', key: 'days_ok', content: '123', custom_fields: { input_type: 'three_digits' } })).status).toBe(201);
  });
});

describe('order', () => {
  it('resequences after a move (up takes 0.5 less, down 0.5 more) and renumbers; a moved default becomes an override', async () => {
    const p = await createPromotion();
    const [a, b, c] = [await seed(p.id, 'logging', 'a', { sequence: 1 }), await seed(p.id, 'logging', 'b', { sequence: 2 }), await seed(p.id, 'logging', 'c', { sequence: 3 })];
    const order = async () => (await participantList(p, 'logging')).map((i) => `${i.key}${i.sequence}`);
    await put(c.id, { promotion_id: p.id, category: 'logging', sequence: 1 });
    expect(await order()).toEqual(['c1', 'a2', 'b3']);
    await put(c.id, { promotion_id: p.id, category: 'logging', sequence: 2 });
    expect(await order()).toEqual(['a1', 'c2', 'b3']);

    const reordered = await call(reorderRoute, 'POST', `/api/promotions/${p.id}/custom_content/reorder?hidden=true&category=logging`, { id: String(p.id) }, { sequence: [b.id, a.id, c.id] });
    expect(reordered.status).toBe(200);
    expect(reordered.json.data.map((i: { key: string }) => i.key)).toEqual(['b', 'a', 'c']);
    const missing = await call(reorderRoute, 'POST', `/api/promotions/${p.id}/custom_content/reorder?hidden=true&category=logging`, { id: String(p.id) }, { sequence: [b.id, a.id] });
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toEqual(['Could not resequence content.']);
    expect(await order()).toEqual(['b1', 'a2', 'c3']);

    // Without hidden=true the list names the visible items; hidden ones follow them.
    await db.customContent.update({ where: { id: b.id }, data: { hidden: true } });
    await call(reorderRoute, 'POST', `/api/promotions/${p.id}/custom_content/reorder?category=logging`, { id: String(p.id) }, { sequence: [c.id, a.id] });
    expect(await order()).toEqual(['c1', 'a2']);
    expect((await db.customContent.findUnique({ where: { id: b.id } }))?.sequence).toBe(3);
  });

  it('set-order numbers the defaults for every promotion, or creates overrides for one promotion', async () => {
    const p = await createPromotion();
    const other = await createPromotion();
    const x = await seed(defaults.id, 'tips', 'x_tip', { sequence: 1 });
    const y = await seed(defaults.id, 'tips', 'y_tip', { sequence: 2 });
    const keys = async (promotionId: number) =>
      ((await callRoute(listRoute, { host: DASHBOARD, cookie: master, path: `/api/custom_content?promotion_id=${promotionId}&category=tips&hidden=true` })).json.data as { key: string }[]).map((i) => i.key);
    const res = await call(setOrderRoute, 'POST', '/api/custom_content/set_order', {}, { sequence: [y.id, x.id], promotion_id: p.id, category: 'tips' });
    expect(res.status).toBe(200);
    expect(res.json.data.map((i: { key: string; owned: boolean }) => [i.key, i.owned])).toEqual([['y_tip', true], ['x_tip', true]]);
    expect(await keys(other.id)).toEqual(['x_tip', 'y_tip']);
    // Without a promotion the defaults themselves are numbered, for every promotion without overrides.
    await call(setOrderRoute, 'POST', '/api/custom_content/set_order', {}, { sequence: [y.id, x.id], category: 'tips' });
    expect(await keys(other.id)).toEqual(['y_tip', 'x_tip']);
    const unknown = await call(setOrderRoute, 'POST', '/api/custom_content/set_order', {}, { sequence: [y.id, 999_999], category: 'tips' });
    expect(unknown.json.errors).toEqual(['Could not resequence content.']);
  });
});

describe('sanitizing and keywords', () => {
  it('never stores a script, an event handler or a javascript: link; participants read the clean HTML', async () => {
    const p = await createPromotion();
    const dirty = '<p onclick="steal()">Hi <strong>there</strong></p><script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a><a href="https://ok.test" target="_blank">ok</a>';
    const saved = await create({ promotion_id: p.id, category: 'welcome', key: 'xss', title: '<em>T</em><script>x()</script>', content: dirty });
    expect(saved.status).toBe(201);
    const html = (await participantList(p, 'welcome')).find((i) => i.key === 'xss')!.content_html;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<strong>there</strong>');
    expect(html).toContain('<img src="https://x.test/a.png" />');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(saved.json.title).toBe('<em>T</em>');
    const badImage = await create({ promotion_id: p.id, category: 'welcome', key: 'img', image1: 'javascript:alert(1)' });
    expect(badImage.status).toBe(422);
  });

  it('lists keywords: every key the promotion sees, marking its own', async () => {
    const p = await createPromotion();
    await seed(defaults.id, 'mobile', 'kw_link');
    await seed(p.id, 'mobile', 'kw_link');
    const res = await call(keywordsRoute, 'GET', `/api/promotions/${p.id}/keywords?page_size=0`, { id: String(p.id) });
    expect(res.status).toBe(200);
    expect(res.json.data).toContainEqual({ category: 'mobile', key: 'kw_link', group: null, overridden: true });
    expect(res.json.data.filter((k: { key: string }) => k.key === 'kw_link')).toHaveLength(1);
  });
});

describe('who may edit', () => {
  it('masters only, on the dashboard; others are refused and nothing changes', async () => {
    const p = await createPromotion();
    const row = await seed(defaults.id, 'faqs', 'guarded');
    for (const role of ['Reseller', 'Super Coordinator', 'Coordinator', 'Poster'] as const) {
      // Administrators sign in on the dashboard host (a coordinator's account still belongs to its promotion).
      const cookie = await signInCookie(await createUser({ promotionId: role === 'Coordinator' ? p.id : null, role }), { promotionId: null });
      const res = await call(putRoute, 'PUT', `/api/custom_content/${row.id}`, { id: String(row.id) }, { promotion_id: p.id, category: 'faqs', title: 'Nope' }, cookie);
      expect(res.status, role).toBe(403);
    }
    const onPromotionHost = await callRoute(createRoute, { method: 'POST', host: p.host, path: '/api/custom_content', cookie: master, body: { category: 'faqs', key: 'x' } });
    // A dashboard session is no session on a promotion's host.
    expect(onPromotionHost.status).toBe(401);
    expect(await db.customContent.count({ where: { promotion_id: p.id } })).toBe(0);
    expect((await db.customContent.findUnique({ where: { id: row.id } }))?.title).toBe('guarded');
  });
});
