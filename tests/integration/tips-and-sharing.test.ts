// Tips and sharing (social-engagement.md "Recipes and tips", §5; docs/recipes-and-tips.md) against a real database:
// tips hidden until the start and released day by day, search on title or content case-insensitively with a straight
// apostrophe matching a curly one, favorites, recently viewed capped at 8, shares counting toward tips_shared (by a
// network, to the wall, by email), a recipe shared to the wall needing a comment, the share-by-email address rules,
// visitors reading tips and nothing else, and another promotion's tip a 404 while its owner gets through.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { cookieFor, createBadge, setFlags } from '../helpers/journey-factories';
import { createRecipe, createTip } from '../helpers/recipe-factories';
import { GET as contentList } from '@/app/api/custom_content/route';
import { GET as contentShow } from '@/app/api/custom_content/[id]/route';
import * as userLike from '@/app/api/custom_content/[id]/user_like/route';
import { GET as likesRoute } from '@/app/api/users/[id]/custom_content_likes/route';
import { POST as shareRoute } from '@/app/api/tips/[id]/shares/route';
import { POST as viewRoute } from '@/app/api/tips/[id]/views/route';
import { GET as recentRoute } from '@/app/api/tips/recent/route';
import { GET as dailyRoute } from '@/app/api/tips/daily/route';
import { POST as emailRoute } from '@/app/api/emails/content/route';
import { GET as postsList, POST as postsCreate } from '@/app/api/posts/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { SHARE_MESSAGES, TIP_MESSAGES as M } from '@/lib/recipes/messages';

afterAll(() => stopEnqueuer());

type Who = { id: number; host: string; cookie?: string };
async function participant(p: { id: number; host: string }, firstName = 'Test'): Promise<Who> {
  const user = await createUser({ promotionId: p.id, firstName });
  return { id: user.id, host: p.host, cookie: await cookieFor(user) };
}
const visitor = (p: { host: string }): Who => ({ id: 0, host: p.host });

const tips = (w: Who, qs = '') => callRoute(contentList, { host: w.host, path: `/api/custom_content?category=tips&page_size=0${qs}`, cookie: w.cookie });
const tip = (w: Who, id: number) => callRoute(contentShow, { host: w.host, path: `/api/custom_content/${id}`, cookie: w.cookie, params: { id: String(id) } });
const like = (w: Who, id: number, method: 'GET' | 'POST' | 'DELETE') =>
  callRoute(userLike[method], { method, host: w.host, path: `/api/custom_content/${id}/user_like`, cookie: w.cookie, params: { id: String(id) } });
const share = (w: Who, id: number, via: string) =>
  callRoute(shareRoute, { method: 'POST', host: w.host, path: `/api/tips/${id}/shares?via=${via}`, cookie: w.cookie, params: { id: String(id) } });
const view = (w: Who, id: number) => callRoute(viewRoute, { method: 'POST', host: w.host, path: `/api/tips/${id}/views`, cookie: w.cookie, params: { id: String(id) } });
const email = (w: Who, body: unknown) => callRoute(emailRoute, { method: 'POST', host: w.host, path: '/api/emails/content', cookie: w.cookie, body });
const post = (w: Who, body: unknown) => callRoute(postsCreate, { method: 'POST', host: w.host, path: '/api/posts', cookie: w.cookie, body });
const titles = (res: { json: { data: { title: string }[] } }) => res.json.data.map((t) => t.title);

beforeEach(async () => {
  await db.customContent.deleteMany({ where: { category: 'tips' } });
  await db.recipe.deleteMany();
});

describe('tips list and search', () => {
  it('shows nothing before the promotion starts, then the tips released so far, newest first', async () => {
    const later = await createPromotion({ startedDaysAgo: -3 });
    const early = await createTip(later.id, { title: 'Day one', daysFromStart: 0 });
    expect((await tips(visitor(later))).json).toMatchObject({ data: [], meta: { total_records: 0 } });
    expect((await tip(visitor(later), early.id)).json).toEqual({ errors: [M.tipNotFound] });
    expect((await callRoute(dailyRoute, { host: later.host, path: '/api/tips/daily' })).json).toEqual({ errors: [M.dailyTipNotFound] });

    const p = await createPromotion({ startedDaysAgo: 10 });
    await createTip(p.id, { title: 'Start', daysFromStart: 0 });
    await createTip(p.id, { title: 'Day ten', daysFromStart: 10 });
    const future = await createTip(p.id, { title: 'Day eleven', daysFromStart: 11 });
    await createTip(p.id, { title: 'Hidden', hidden: true });
    expect(titles(await tips(visitor(p)))).toEqual(['Day ten', 'Start']);
    expect((await tip(visitor(p), future.id)).status).toBe(404);
    expect((await callRoute(dailyRoute, { host: p.host, path: '/api/tips/daily' })).json.title).toBe('Day ten');
  });

  it('searches title or content case-insensitively, a straight apostrophe matching a curly one and back', async () => {
    const p = await createPromotion();
    await createTip(p.id, { title: 'Don’t skip breakfast' });
    await createTip(p.id, { title: 'Stretch', content: '<p>It&rsquo;s fine to <b>pause</b></p>' });
    await createTip(p.id, { title: "Can't stop? Walk" });
    const v = visitor(p);
    expect(titles(await tips(v, `&search=${encodeURIComponent("don't")}`))).toEqual(['Don’t skip breakfast']);
    expect(titles(await tips(v, `&search=${encodeURIComponent('DON’T SKIP')}`))).toEqual(['Don’t skip breakfast']);
    expect(titles(await tips(v, `&search=${encodeURIComponent("it's fine to pause")}`))).toEqual(['Stretch']);
    expect(titles(await tips(v, `&search=${encodeURIComponent('can’t')}`))).toEqual(["Can't stop? Walk"]);
    expect(titles(await tips(v, '&search=nothing-like-this'))).toEqual([]);
    // Markup is not text: searching a tag name finds nothing.
    expect(titles(await tips(v, '&search=%3Cb%3E'))).toEqual([]);
  });

  it('pages 20 at a time', async () => {
    const p = await createPromotion();
    for (let i = 0; i < 25; i++) await createTip(p.id);
    const first = await callRoute(contentList, { host: p.host, path: '/api/custom_content?category=tips&page_size=20' });
    expect(first.json.data).toHaveLength(20);
    expect(first.json.meta.total_records).toBe(25);
    const second = await callRoute(contentList, { host: p.host, path: '/api/custom_content?category=tips&page_size=20&page=2' });
    expect(second.json.data).toHaveLength(5);
  });
});

describe('tip favorites, views and shares', () => {
  it('favorites toggle and list the caller’s own; another user’s list is a 404', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await participant(p), await participant(p)];
    const [t1, t2] = [await createTip(p.id, { title: 'One' }), await createTip(null, { title: 'Library tip' })];
    expect((await like(ann, t1.id, 'POST')).json).toEqual({ id: t1.id, favorited: true });
    expect((await like(ann, t1.id, 'POST')).status).toBe(200);
    await like(ann, t2.id, 'POST');
    expect((await like(ann, t1.id, 'GET')).json.favorited).toBe(true);
    expect((await like(bob, t1.id, 'GET')).json.favorited).toBe(false);
    const mine = await callRoute(likesRoute, { host: p.host, path: `/api/users/${ann.id}/custom_content_likes?category=tips&page_size=0`, cookie: ann.cookie, params: { id: String(ann.id) } });
    expect(titles(mine).sort()).toEqual(['Library tip', 'One']);
    expect(mine.json.data.every((t: { favorited: boolean }) => t.favorited)).toBe(true);
    expect((await callRoute(likesRoute, { host: p.host, path: `/api/users/${ann.id}/custom_content_likes`, cookie: bob.cookie, params: { id: String(ann.id) } })).status).toBe(404);
    expect((await tips(ann)).json.data.find((t: { id: number }) => t.id === t1.id).favorited).toBe(true);
    expect((await tip(bob, t1.id)).json.favorited).toBe(false);
    expect((await like(ann, t1.id, 'DELETE')).json.favorited).toBe(false);
    expect(await db.customContentLike.count({ where: { user_id: ann.id } })).toBe(1);
  });

  it('keeps the 8 most recently viewed tips per user', async () => {
    const p = await createPromotion();
    const ann = await participant(p);
    const made = [];
    for (let i = 0; i < 9; i++) made.push(await createTip(p.id, { title: `T${i}` }));
    for (const t of made) expect((await view(ann, t.id)).status).toBe(204);
    await view(ann, made[1].id);
    const recent = await callRoute(recentRoute, { host: p.host, path: '/api/tips/recent', cookie: ann.cookie });
    expect(titles(recent)).toEqual(['T1', 'T8', 'T7', 'T6', 'T5', 'T4', 'T3', 'T2']);
    expect(await db.recentView.count({ where: { user_id: ann.id } })).toBe(8);
  });

  it('a share by a network, to the wall or by email is recorded and earns tips_shared', async () => {
    const p = await createPromotion();
    await setFlags(p.id, { is_wall_enabled: true });
    const ann = await participant(p, 'Ann');
    const badge = await createBadge(p.id, { category: 'tips_shared', goal: 3 });
    const t = await createTip(p.id, { title: 'Breathe' });
    const res = await share(ann, t.id, 'linkedin');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ custom_content_id: t.id, via: 'linkedin' });
    expect((await share(ann, t.id, 'myspace')).status).toBe(422);
    const posted = await post(ann, { content: 'Worth a try', postable_type: 'Tip', postable_id: t.id });
    expect(posted.status).toBe(201);
    expect(posted.json.postable).toMatchObject({ type: 'Tip', id: t.id, title: 'Breathe', link: `/tip/${t.id}` });
    expect(await db.userBadge.count({ where: { user_id: ann.id, badge_id: badge.id } })).toBe(0);
    expect((await email(ann, { emails: 'kim@example.com', model: 'Tip', id: t.id })).status).toBe(200);
    expect((await db.customContentShare.findMany({ where: { user_id: ann.id }, orderBy: { id: 'asc' } })).map((s) => s.via)).toEqual(['linkedin', 'wall', 'email']);
    expect(await db.userBadge.count({ where: { user_id: ann.id, badge_id: badge.id } })).toBe(1);
  });

  it('comments on a tip live on the tip’s own wall', async () => {
    const p = await createPromotion();
    await setFlags(p.id, { is_wall_enabled: true });
    const ann = await participant(p);
    const t = await createTip(p.id);
    expect((await post(ann, { content: 'Love this', wallable_type: 'Tip', wallable_id: t.id })).status).toBe(201);
    const wall = await callRoute(postsList, { host: p.host, path: `/api/posts?wallable_type=Tip&wallable_id=${t.id}`, cookie: ann.cookie });
    expect(wall.json.data.map((x: { content: string }) => x.content)).toEqual(['Love this']);
  });
});

describe('the default promotion’s tips', () => {
  it('are read, shared to the wall and commented on in every promotion', async () => {
    const defaults = await createPromotion({ data: { is_default: true } });
    const p = await createPromotion();
    await setFlags(p.id, { is_wall_enabled: true });
    const ann = await participant(p);
    const t = await createTip(defaults.id, { title: 'Everyone’s tip' });
    expect((await tip(ann, t.id)).json).toMatchObject({ title: 'Everyone’s tip', is_default: true });
    expect((await post(ann, { content: 'For all', postable_type: 'Tip', postable_id: t.id })).status).toBe(201);
    expect((await post(ann, { content: 'Nice', wallable_type: 'Tip', wallable_id: t.id })).status).toBe(201);
    expect((await like(ann, t.id, 'POST')).json.favorited).toBe(true);
  });
});

describe('sharing recipes', () => {
  it('a recipe shared to the wall needs a comment', async () => {
    const p = await createPromotion();
    await setFlags(p.id, { is_wall_enabled: true });
    const ann = await participant(p);
    const r = await createRecipe(p.id, { title: 'Soup' });
    for (const content of ['', '   ']) {
      const res = await post(ann, { content, postable_type: 'Recipe', postable_id: r.id });
      expect(res).toMatchObject({ status: 422, json: { errors: ["Content can't be blank"] } });
    }
    const ok = await post(ann, { content: 'Made it twice', postable_type: 'Recipe', postable_id: r.id });
    expect(ok.status).toBe(201);
    expect(ok.json.postable).toMatchObject({ type: 'Recipe', id: r.id, title: 'Soup', link: `/recipe/${r.id}` });
  });

  it('by email: addresses split on commas or semicolons, at least one, each valid; then one mail each', async () => {
    const p = await createPromotion();
    const ann = await participant(p, 'Ann');
    const r = await createRecipe(p.id, { title: 'Soup' });
    const mailsBefore = await db.emailMessage.count();
    const lastMailId = (await db.emailMessage.aggregate({ _max: { id: true } }))._max.id ?? 0;
    for (const emails of ['', ' ; , ', '   ']) {
      expect(await email(ann, { emails, model: 'Recipe', id: r.id })).toMatchObject({ status: 422, json: { errors: [SHARE_MESSAGES.noEmails] } });
    }
    expect((await email(ann, { model: 'Recipe', id: r.id })).json.errors).toEqual([SHARE_MESSAGES.noEmails]);
    expect((await email(ann, { emails: 'kim@example.com; nobody', model: 'Recipe', id: r.id })).json.errors).toEqual([SHARE_MESSAGES.invalidEmail('nobody')]);
    expect((await email(ann, { emails: 'kim@example.toolong', model: 'Recipe', id: r.id })).status).toBe(422);
    expect(await db.emailMessage.count()).toBe(mailsBefore);

    const sent = await email(ann, { emails: 'kim@example.com, lee+food@example.org;KIM@example.com', message: 'Try <this>!', model: 'Recipe', id: r.id });
    expect(sent).toMatchObject({ status: 200, json: { sent: 2, message: 'Email sent successfully.' } });
    const mails = await db.emailMessage.findMany({ where: { kind: 'content_share', id: { gt: lastMailId } }, orderBy: { id: 'asc' } });
    expect(mails.map((m) => m.to)).toEqual(['kim@example.com', 'lee+food@example.org']);
    expect(mails[0].subject).toBe('Ann User shared a recipe with you: Soup');
    expect(mails[0].html).toContain(`/recipe/${r.id}`);
    expect(mails[0].html).toContain('Try &lt;this&gt;!');
    expect((await email(ann, { emails: 'kim@example.com', model: 'Article', id: r.id })).status).toBe(422);
  });
});

describe('who reads and writes tips', () => {
  it('visitors read tips and a tip, and nothing else', async () => {
    const p = await createPromotion();
    await setFlags(p.id, { is_wall_enabled: true });
    const t = await createTip(p.id, { title: 'Open' });
    const v = visitor(p);
    expect(titles(await tips(v))).toEqual(['Open']);
    expect((await tip(v, t.id)).json).toMatchObject({ title: 'Open', favorited: false });
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await like(v, t.id, method)).status).toBe(401);
    expect((await share(v, t.id, 'email')).status).toBe(401);
    expect((await view(v, t.id)).status).toBe(401);
    expect((await callRoute(recentRoute, { host: p.host, path: '/api/tips/recent' })).status).toBe(401);
    expect((await email(v, { emails: 'kim@example.com', model: 'Tip', id: t.id })).status).toBe(401);
    expect((await callRoute(postsList, { host: p.host, path: `/api/posts?wallable_type=Tip&wallable_id=${t.id}` })).status).toBe(401);
    expect(await db.customContentShare.count()).toBe(0);
  });

  it('another promotion’s tip is a 404 everywhere; its owner gets through', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    await setFlags(a.id, { is_wall_enabled: true });
    const [ann, bea] = [await participant(a), await participant(b)];
    const bTip = await createTip(b.id, { title: 'B tip' });
    const bRecipe = await createRecipe(b.id);
    expect((await tip(ann, bTip.id)).status).toBe(404);
    expect((await like(ann, bTip.id, 'POST')).status).toBe(404);
    expect((await share(ann, bTip.id, 'email')).status).toBe(404);
    expect((await view(ann, bTip.id)).status).toBe(404);
    expect((await email(ann, { emails: 'kim@example.com', model: 'Tip', id: bTip.id })).status).toBe(404);
    expect((await email(ann, { emails: 'kim@example.com', model: 'Recipe', id: bRecipe.id })).status).toBe(404);
    expect((await post(ann, { content: 'Look', postable_type: 'Tip', postable_id: bTip.id })).status).toBe(404);
    expect(titles(await tips(ann))).toEqual([]);
    // The owner controls.
    expect((await tip(bea, bTip.id)).status).toBe(200);
    expect((await like(bea, bTip.id, 'POST')).status).toBe(200);
    expect((await share(bea, bTip.id, 'email')).status).toBe(201);
    expect((await email(bea, { emails: 'kim@example.com', model: 'Recipe', id: bRecipe.id })).status).toBe(200);
  });
});
