// Recipes (social-engagement.md "Recipes and tips"; docs/recipes-and-tips.md) against a real database: ratings of 1 to
// 5 stars stored as 20 per star with the recipes_rated badge, favorites, the course filter with brunch under
// breakfast, search, the daily recipe, recently viewed capped at 8, visitors reading but nothing else, and
// another promotion's recipe a 404 while its owner gets through.
import { beforeEach, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { cookieFor, createBadge } from '../helpers/journey-factories';
import { createRecipe } from '../helpers/recipe-factories';
import { GET as listRoute } from '@/app/api/recipes/route';
import { GET as showRoute } from '@/app/api/recipes/[id]/route';
import { GET as dailyRoute } from '@/app/api/recipes/daily/route';
import { GET as favoritesRoute } from '@/app/api/recipes/favorites/route';
import { GET as recentRoute } from '@/app/api/recipes/recent/route';
import { POST as viewRoute } from '@/app/api/recipes/[id]/views/route';
import * as rating from '@/app/api/recipes/[id]/user_rating/route';
import * as like from '@/app/api/recipes/[id]/user_like/route';
import { db } from '@/server/db';
import { RECIPE_MESSAGES as M } from '@/lib/recipes/messages';

type Who = { id: number; host: string; cookie?: string };

async function participant(p: { id: number; host: string }): Promise<Who> {
  const user = await createUser({ promotionId: p.id });
  return { id: user.id, host: p.host, cookie: await cookieFor(user) };
}
const visitor = (p: { host: string }): Who => ({ id: 0, host: p.host });

const list = (w: Who, qs = '') => callRoute(listRoute, { host: w.host, path: `/api/recipes${qs}`, cookie: w.cookie });
const show = (w: Who, id: number) => callRoute(showRoute, { host: w.host, path: `/api/recipes/${id}`, cookie: w.cookie, params: { id: String(id) } });
const rate = (w: Who, id: number, score: unknown) =>
  callRoute(rating.POST, { method: 'POST', host: w.host, path: `/api/recipes/${id}/user_rating`, cookie: w.cookie, params: { id: String(id) }, body: { score } });
const myRating = (w: Who, id: number) => callRoute(rating.GET, { host: w.host, path: `/api/recipes/${id}/user_rating`, cookie: w.cookie, params: { id: String(id) } });
const unrate = (w: Who, id: number) => callRoute(rating.DELETE, { method: 'DELETE', host: w.host, path: `/api/recipes/${id}/user_rating`, cookie: w.cookie, params: { id: String(id) } });
const fav = (w: Who, id: number, method: 'GET' | 'POST' | 'DELETE') =>
  callRoute(like[method], { method, host: w.host, path: `/api/recipes/${id}/user_like`, cookie: w.cookie, params: { id: String(id) } });
const view = (w: Who, id: number) => callRoute(viewRoute, { method: 'POST', host: w.host, path: `/api/recipes/${id}/views`, cookie: w.cookie, params: { id: String(id) } });
const recent = (w: Who) => callRoute(recentRoute, { host: w.host, path: '/api/recipes/recent', cookie: w.cookie });
const titles = (res: { json: { data: { title: string }[] } }) => res.json.data.map((r) => r.title);

// The file's database is shared by its tests: each starts without recipes (the library has no promotion to scope by).
beforeEach(async () => {
  await db.recipe.deleteMany();
});

describe('recipe ratings', () => {
  it('takes 1 to 5 stars and stores 20 per star; the average and the caller’s rating come back in stars', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await participant(p), await participant(p)];
    const recipe = await createRecipe(p.id);
    for (const stars of [1, 2, 3, 4, 5]) {
      const res = await rate(ann, recipe.id, stars);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ recipe_id: recipe.id, score: stars, stored_score: stars * 20 });
      expect((await db.recipeRating.findFirstOrThrow({ where: { user_id: ann.id, recipe_id: recipe.id } })).score).toBe(stars * 20);
    }
    expect(await db.recipeRating.count({ where: { user_id: ann.id } })).toBe(1);
    await rate(bob, recipe.id, 2);
    expect((await myRating(ann, recipe.id)).json).toEqual({ recipe_id: recipe.id, score: 5, stored_score: 100, rating: 3.5, rating_count: 2 });
    expect((await show(ann, recipe.id)).json).toMatchObject({ rating: 3.5, rating_count: 2, user_rating: 5 });
  });

  it('refuses anything but a whole number of stars from 1 to 5', async () => {
    const p = await createPromotion();
    const ann = await participant(p);
    const recipe = await createRecipe(p.id);
    for (const bad of [0, 6, 2.5, 20, 100, 'four', null]) {
      const res = await rate(ann, recipe.id, bad);
      expect(res.status, String(bad)).toBe(422);
      expect(res.json.errors).toEqual([M.scoreRange]);
    }
    expect(await db.recipeRating.count({ where: { recipe_id: recipe.id } })).toBe(0);
  });

  it('clears a rating (score null) and the average follows', async () => {
    const p = await createPromotion();
    const ann = await participant(p);
    const recipe = await createRecipe(p.id);
    await rate(ann, recipe.id, 4);
    const cleared = await unrate(ann, recipe.id);
    expect(cleared.json).toEqual({ recipe_id: recipe.id, score: null, stored_score: null, rating: null, rating_count: 0 });
    expect((await myRating(ann, recipe.id)).json.score).toBeNull();
  });

  it('earns recipes_rated once the goal of rated recipes is reached, re-rating does not count twice', async () => {
    const p = await createPromotion();
    const ann = await participant(p);
    const badge = await createBadge(p.id, { category: 'recipes_rated', goal: 2 });
    const [r1, r2] = [await createRecipe(p.id), await createRecipe(null)];
    await rate(ann, r1.id, 3);
    await rate(ann, r1.id, 4);
    expect(await db.userBadge.count({ where: { user_id: ann.id, badge_id: badge.id } })).toBe(0);
    await rate(ann, r2.id, 5);
    expect(await db.userBadge.count({ where: { user_id: ann.id, badge_id: badge.id } })).toBe(1);
  });
});

describe('recipe favorites', () => {
  it('toggles per user, twice is once, and lists the caller’s own only', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await participant(p), await participant(p)];
    const [soup, salad] = [await createRecipe(p.id, { title: 'Soup' }), await createRecipe(p.id, { title: 'Salad' })];
    expect((await fav(ann, soup.id, 'GET')).json).toEqual({ id: soup.id, favorited: false });
    expect((await fav(ann, soup.id, 'POST')).json).toEqual({ id: soup.id, favorited: true });
    expect((await fav(ann, soup.id, 'POST')).status).toBe(200);
    expect(await db.recipeFavorite.count({ where: { user_id: ann.id } })).toBe(1);
    expect(titles(await list(ann, '?category=favorites'))).toEqual(['Soup']);
    expect(titles(await callRoute(favoritesRoute, { host: p.host, path: `/api/recipes/favorites?user_id=${ann.id}`, cookie: ann.cookie }))).toEqual(['Soup']);
    expect((await callRoute(favoritesRoute, { host: p.host, path: `/api/recipes/favorites?user_id=${bob.id}`, cookie: ann.cookie })).status).toBe(404);
    expect(titles(await list(bob, '?category=favorites'))).toEqual([]);
    expect((await show(ann, soup.id)).json.favorited).toBe(true);
    expect((await show(bob, soup.id)).json.favorited).toBe(false);
    expect((await fav(ann, soup.id, 'DELETE')).json).toEqual({ id: soup.id, favorited: false });
    expect(titles(await list(ann, '?category=favorites'))).toEqual([]);
    expect(salad.id).toBeGreaterThan(0);
  });
});

describe('recipe lists', () => {
  it('filters by course (breakfast includes brunch), searches title or description with either apostrophe, pages', async () => {
    const p = await createPromotion();
    const ann = await participant(p);
    await createRecipe(p.id, { title: 'Oats', courses: ['breakfast'] });
    await createRecipe(p.id, { title: 'Shakshuka', courses: ['lunch'], categories: [{ category: 'brunch', category_type: 'course' }] });
    await createRecipe(null, { title: 'Tacos', courses: ['dinner'], description: 'Grandma’s favourite' });
    await createRecipe(p.id, { title: 'Hummus', courses: ['snacks'] });
    expect(titles(await list(ann, '?category=breakfast'))).toEqual(['Oats', 'Shakshuka']);
    expect(titles(await list(ann, '?category=lunch'))).toEqual(['Shakshuka']);
    expect(titles(await list(ann, '?category=snacks'))).toEqual(['Hummus']);
    expect(titles(await list(ann, "?search=GRANDMA'S"))).toEqual(['Tacos']);
    expect(titles(await list(ann, '?search=tac'))).toEqual(['Tacos']);
    const first = await list(ann, '?page_size=3');
    expect(titles(first)).toEqual(['Hummus', 'Oats', 'Shakshuka']);
    expect(first.json.meta.total_records).toBe(4);
    expect(first.json.data[0]).toMatchObject({ summary: 'A simple dish.', image: { url: null }, user_rating: null, favorited: false });
    expect((await list(ann, '?category=brunch')).status).toBe(422);
  });

  it('cuts summaries at 190 characters and gives one daily recipe per promotion day', async () => {
    const p = await createPromotion();
    await createRecipe(p.id, { title: 'Long', description: 'word '.repeat(100) });
    const res = await list(visitor(p));
    expect(res.json.data[0].summary.length).toBeLessThanOrEqual(190);
    expect(res.json.data[0].summary.endsWith('…')).toBe(true);
    const daily = await callRoute(dailyRoute, { host: p.host, path: '/api/recipes/daily' });
    expect(daily.status).toBe(200);
    expect(daily.json.title).toBe('Long');
    const empty = await createPromotion();
    await db.recipe.deleteMany();
    const none = await callRoute(dailyRoute, { host: empty.host, path: '/api/recipes/daily' });
    expect(none).toMatchObject({ status: 404, json: { errors: [M.dailyRecipeNotFound] } });
  });
});

describe('recently viewed recipes', () => {
  it('keeps the 8 newest per user on the server, a second view moves a recipe to the front', async () => {
    const p = await createPromotion();
    const [ann, bob] = [await participant(p), await participant(p)];
    const recipes = [];
    for (let i = 0; i < 10; i++) recipes.push(await createRecipe(p.id, { title: `R${i}` }));
    for (const r of recipes) expect((await view(ann, r.id)).status).toBe(204);
    expect(titles(await recent(ann))).toEqual(['R9', 'R8', 'R7', 'R6', 'R5', 'R4', 'R3', 'R2']);
    expect(await db.recentView.count({ where: { user_id: ann.id } })).toBe(8);
    await view(ann, recipes[4].id);
    expect(titles(await recent(ann))).toEqual(['R4', 'R9', 'R8', 'R7', 'R6', 'R5', 'R3', 'R2']);
    await view(ann, recipes[0].id);
    expect(titles(await recent(ann))).toEqual(['R0', 'R4', 'R9', 'R8', 'R7', 'R6', 'R5', 'R3']);
    expect(await db.recentView.count({ where: { user_id: ann.id } })).toBe(8);
    expect(titles(await recent(bob))).toEqual([]);
  });
});

describe('who reads and writes recipes', () => {
  it('visitors read lists, a recipe and the daily recipe, and nothing else', async () => {
    const p = await createPromotion();
    const recipe = await createRecipe(p.id, { title: 'Open' });
    const v = visitor(p);
    expect((await list(v)).status).toBe(200);
    expect((await show(v, recipe.id)).json).toMatchObject({ title: 'Open', ingredients: [{ item: '1 cup rice' }, { item: '2 eggs' }], user_rating: null, favorited: false });
    expect((await list(v, '?category=favorites')).status).toBe(401);
    expect((await rate(v, recipe.id, 4)).status).toBe(401);
    expect((await myRating(v, recipe.id)).status).toBe(401);
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await fav(v, recipe.id, method)).status).toBe(401);
    expect((await view(v, recipe.id)).status).toBe(401);
    expect((await recent(v)).status).toBe(401);
    expect(await db.recipeRating.count()).toBe(0);
  });

  it('another promotion’s own recipe is a 404 everywhere; its owner gets through', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const [ann, bea] = [await participant(a), await participant(b)];
    const bOnly = await createRecipe(b.id, { title: 'B only' });
    const shared = await createRecipe(null, { title: 'Library' });
    expect((await show(ann, bOnly.id)).json).toEqual({ errors: [M.recipeNotFound] });
    expect((await show(visitor(a), bOnly.id)).status).toBe(404);
    expect((await rate(ann, bOnly.id, 5)).status).toBe(404);
    expect((await fav(ann, bOnly.id, 'POST')).status).toBe(404);
    expect((await view(ann, bOnly.id)).status).toBe(404);
    expect(titles(await list(ann))).toEqual(['Library']);
    // The owner controls: B's participant reads and rates it; A's sees the library recipe.
    expect((await show(bea, bOnly.id)).status).toBe(200);
    expect((await rate(bea, bOnly.id, 5)).status).toBe(200);
    expect((await show(ann, shared.id)).status).toBe(200);
    // B's rating of the shared recipe is B's: A's average does not include it.
    await rate(bea, shared.id, 1);
    expect((await show(ann, shared.id)).json).toMatchObject({ rating: null, rating_count: 0 });
    // A's user on B's host is not B's participant: it cannot rate there.
    expect((await rate({ ...ann, host: b.host }, bOnly.id, 5)).status).toBeGreaterThanOrEqual(401);
  });
});
