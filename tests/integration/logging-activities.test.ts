// The activity catalogue: GET /api/promotions/{id}/activities (filters, paging, bookmarks), GET /api/activities/{id},
// PUT /api/activities/{id}/bookmark, GET /api/categories — and the tenancy wall.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createLoggingPromotion, createParticipant } from '../helpers/logging-factories';
import { GET as listActivities } from '@/app/api/promotions/[id]/activities/route';
import { GET as showActivity } from '@/app/api/activities/[id]/route';
import { PUT as bookmark } from '@/app/api/activities/[id]/bookmark/route';
import { GET as categories } from '@/app/api/categories/route';
import { db } from '@/server/db';
import { CATEGORIES } from '@/lib/activities/categories';

type Ctx = { host: string; cookie: string };
const list = (c: Ctx, promotionId: number, query = '') =>
  callRoute(listActivities, { host: c.host, path: `/api/promotions/${promotionId}/activities${query}`, cookie: c.cookie, params: { id: String(promotionId) } });
const show = (c: Ctx, id: number) => callRoute(showActivity, { host: c.host, path: `/api/activities/${id}`, cookie: c.cookie, params: { id: String(id) } });
const mark = (c: Ctx, id: number, body: unknown = {}) =>
  callRoute(bookmark, { method: 'PUT', host: c.host, path: `/api/activities/${id}/bookmark`, cookie: c.cookie, params: { id: String(id) }, body });

async function setup() {
  const world = await createLoggingPromotion();
  const { user, cookie } = await createParticipant(world.promotion);
  return { ...world, user, ctx: { host: world.promotion.host, cookie } };
}

describe('GET /api/categories', () => {
  it('lists the five categories with key and display', async () => {
    const res = await callRoute(categories, { host: 'acme.localhost:3000', path: '/api/categories' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      { key: 'create_calm', display: 'Create Calm' },
      { key: 'boost_happiness', display: 'Boost Happiness' },
      { key: 'sharpen_focus', display: 'Sharpen Focus' },
      { key: 'pursue_purpose', display: 'Pursue Purpose' },
      { key: 'increase_energy', display: 'Increase Energy' },
    ]);
    expect(res.json.data).toEqual(CATEGORIES.map((c) => ({ ...c })));
  });
});

describe('GET /api/promotions/{id}/activities', () => {
  it('lists every activity in week and sequence order (page_size 0), with category_object, areas and the bookmark', async () => {
    const { ctx, promotion, activities } = await setup();
    const area = await db.areaOfInterest.create({ data: { promotion_id: promotion.id, name: 'Sleep' } });
    await db.activityAreaOfInterest.create({ data: { activity_id: activities.plain.id, area_of_interest_id: area.id } });
    await mark(ctx, activities.quiz.id, { bookmarked: true });
    const res = await list(ctx, promotion.id, '?page_size=0');
    expect(res.status).toBe(200);
    expect(res.json.meta.total_records).toBe(5);
    expect(res.json.data.map((a: { name: string }) => a.name)).toEqual(['Take a walk', 'Breathe', 'Read about sleep', 'Gratitude list', 'Plan a trip']);
    const walk = res.json.data[0];
    expect(walk).toMatchObject({
      id: activities.plain.id, promotion_id: promotion.id, category: 'increase_energy', category_object: { key: 'increase_energy', display: 'Increase Energy' },
      week_available: 1, area_of_interest_ids: [area.id], bookmarked: false, available: true, has_quiz: false, is_logging: true, image: { url: null },
    });
    expect(res.json.data[1]).toMatchObject({ bookmarked: true, has_quiz: true, question: 'Which is right?', answers: ['A', 'B', 'C'], correct_answer: 1 });
    expect(res.json.data[4]).toMatchObject({ week_available: 5, available: false });
  });

  it('filters by week, category and group, and pages', async () => {
    const { ctx, promotion, activities } = await setup();
    await mark(ctx, activities.plain.id);
    const names = async (q: string) => (await list(ctx, promotion.id, q)).json.data.map((a: { name: string }) => a.name);
    expect(await names('?week=1&page_size=0')).toHaveLength(4);
    expect(await names('?category=pursue_purpose')).toEqual(['Plan a trip']);
    expect(await names('?group=bookmarked')).toEqual(['Take a walk']);
    expect(await names('?group=available&page_size=0')).not.toContain('Plan a trip');
    expect(await names('?group=new')).toEqual([]);
    const page = await list(ctx, promotion.id, '?page=2&page_size=2');
    expect(page.json.data.map((a: { name: string }) => a.name)).toEqual(['Read about sleep', 'Gratitude list']);
    expect(page.json.meta.links.next).toContain('page=3');
    expect((await list(ctx, promotion.id, '?category=calm')).status).toBe(422);
  });
});

describe('activity and bookmark', () => {
  it('shows one activity and toggles or sets the bookmark', async () => {
    const { ctx, activities, user } = await setup();
    expect(await show(ctx, activities.quiz.id)).toMatchObject({ status: 200, json: { id: activities.quiz.id, name: 'Breathe', bookmarked: false } });
    expect((await mark(ctx, activities.quiz.id)).json.bookmarked).toBe(true);
    expect((await show(ctx, activities.quiz.id)).json.bookmarked).toBe(true);
    expect((await mark(ctx, activities.quiz.id)).json.bookmarked).toBe(false);
    expect((await mark(ctx, activities.quiz.id, { bookmarked: true })).json.bookmarked).toBe(true);
    expect((await mark(ctx, activities.quiz.id, { bookmarked: true })).json.bookmarked).toBe(true);
    expect(await db.activityBookmark.count({ where: { user_id: user.id } })).toBe(1);
    expect((await mark(ctx, activities.quiz.id, { bookmarked: false })).json.bookmarked).toBe(false);
    expect((await mark(ctx, activities.quiz.id, { bookmarked: 'yes' })).status).toBe(422);
  });
});

describe('the tenancy wall on activities', () => {
  it("gives another promotion's participant 404 for A's promotion and activities, and the owner 200", async () => {
    const a = await setup();
    const b = await setup();
    expect((await list(b.ctx, a.promotion.id)).status).toBe(404);
    expect((await show(b.ctx, a.activities.plain.id)).status).toBe(404);
    expect((await mark(b.ctx, a.activities.plain.id)).status).toBe(404);
    expect(await db.activityBookmark.count({ where: { user_id: b.user.id } })).toBe(0);
    expect((await list(a.ctx, a.promotion.id)).status).toBe(200);
    expect((await show(a.ctx, a.activities.plain.id)).status).toBe(200);
    // B's own list never contains A's activities; another participant's bookmark is not mine.
    expect((await list(b.ctx, b.promotion.id, '?page_size=0')).json.data.map((x: { id: number }) => x.id)).not.toContain(a.activities.plain.id);
    await mark(a.ctx, a.activities.plain.id, { bookmarked: true });
    const neighbour = await createParticipant(a.promotion);
    expect((await show({ host: a.ctx.host, cookie: neighbour.cookie }, a.activities.plain.id)).json.bookmarked).toBe(false);
  });
});
