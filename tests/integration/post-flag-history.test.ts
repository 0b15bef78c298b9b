// A report's reason and the post's report history (issue 32): the wall's Report takes an optional reason (the spec's
// request without one still works), the review queue shows the open report's reason, who and when, how many times the
// post was reported and each earlier report with who cleared it; an unreport from either side closes the report.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { cookieFor } from '../helpers/journey-factories';
import { POST as create } from '@/app/api/posts/route';
import { PUT as flag } from '@/app/api/posts/[id]/route';
import { GET as flagged } from '@/app/api/promotions/[id]/flagged_posts/route';
import { POST as unreportQueued } from '@/app/api/promotions/[id]/flagged_posts/[postId]/route';
import { db } from '@/server/db';
import type { Role } from '@/lib/roles';

type P = Awaited<ReturnType<typeof createPromotion>>;
type Who = { cookie: string; host: string; id: number };

async function person(p: P, role: Role, name: string): Promise<Who> {
  const user = await createUser({ promotionId: p.id, role, firstName: name, lastName: 'Lee' });
  return { id: user.id, cookie: role === 'User' ? await cookieFor(user) : await signInCookie(user, { promotionId: p.id }), host: p.host };
}
const put = (w: Who, id: number, body: unknown) => callRoute(flag, { method: 'PUT', host: w.host, path: `/api/posts/${id}`, cookie: w.cookie, params: { id: String(id) }, body });
const queue = (p: P, w: Who) => callRoute(flagged, { host: w.host, path: `/api/promotions/${p.id}/flagged_posts`, cookie: w.cookie, params: { id: String(p.id) } });

describe('post flag history', () => {
  it('keeps each report with its reason, shows them on the review queue and closes them on unreport', async () => {
    const p = await createPromotion();
    const [ann, bob, cat, coordinator] = [await person(p, 'User', 'Ann'), await person(p, 'User', 'Bob'), await person(p, 'User', 'Cat'), await person(p, 'Coordinator', 'Coco')];
    const created = await callRoute(create, { method: 'POST', host: ann.host, path: '/api/posts', cookie: ann.cookie, body: { content: 'Buy my stuff at spam.example' } });
    const id = created.json.id as number;

    // Bob reports with a reason (blank space trimmed); the answer is the post, reported.
    const reported = await put(bob, id, { is_flagged: true, flagged_by: bob.id, reason: '  Advertising, not about the program  ' });
    expect(reported.status).toBe(200);
    expect(reported.json.is_flagged).toBe(true);
    let list = await queue(p, coordinator);
    let row = list.json.data.find((x: { id: number }) => x.id === id);
    expect(row).toMatchObject({ reason: 'Advertising, not about the program', times_flagged: 1, flagged_by: { id: bob.id, name: 'Bob Lee' } });
    expect(row.history).toHaveLength(1);
    expect(row.history[0]).toMatchObject({ reason: 'Advertising, not about the program', flagged_by: { id: bob.id }, cleared_at: null, cleared_by: null });

    // The coordinator puts it back on the wall: the report is closed, by them.
    expect((await callRoute(unreportQueued, { method: 'POST', host: coordinator.host, path: `/api/promotions/${p.id}/flagged_posts/${id}`, cookie: coordinator.cookie, params: { id: String(p.id), postId: String(id) } })).status).toBeLessThan(300);
    const closed = await db.postFlag.findMany({ where: { post_id: id } });
    expect(closed).toHaveLength(1);
    expect(closed[0]!.cleared_by).toBe(coordinator.id);
    expect(closed[0]!.cleared_at).not.toBeNull();

    // Cat reports it again the spec's way, without a reason: the queue counts two reports, newest reason none.
    expect((await put(cat, id, { is_flagged: true, flagged_by: cat.id })).status).toBe(200);
    list = await queue(p, coordinator);
    row = list.json.data.find((x: { id: number }) => x.id === id);
    expect(row).toMatchObject({ reason: null, times_flagged: 2, flagged_by: { id: cat.id } });
    expect(row.history.map((h: { flagged_by: { id: number }; reason: string | null; cleared_by: { id: number } | null }) => [h.flagged_by.id, h.reason, h.cleared_by?.id ?? null])).toEqual([
      [bob.id, 'Advertising, not about the program', coordinator.id],
      [cat.id, null, null],
    ]);

    // Cat takes the report back on the wall: closed by Cat; nothing is left in the queue.
    expect((await put(cat, id, { is_flagged: false })).status).toBe(200);
    expect((await db.postFlag.findFirstOrThrow({ where: { post_id: id, flagged_by: cat.id } })).cleared_by).toBe(cat.id);
    expect((await queue(p, coordinator)).json.data.some((x: { id: number }) => x.id === id)).toBe(false);
  });

  it('refuses a reason that is too long or not text, and opens no report when the post is already reported', async () => {
    const p = await createPromotion();
    const [ann, bob, cat] = [await person(p, 'User', 'Ann'), await person(p, 'User', 'Bob'), await person(p, 'User', 'Cat')];
    const id = (await callRoute(create, { method: 'POST', host: ann.host, path: '/api/posts', cookie: ann.cookie, body: { content: 'Hello' } })).json.id as number;
    const long = await put(bob, id, { is_flagged: true, flagged_by: bob.id, reason: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.json.errors).toEqual(['reason must be at most 500 characters']);
    expect((await put(bob, id, { is_flagged: true, flagged_by: bob.id, reason: 42 })).status).toBe(422);
    expect(await db.postFlag.count({ where: { post_id: id } })).toBe(0);
    expect((await put(bob, id, { is_flagged: true, flagged_by: bob.id, reason: 'Rude' })).status).toBe(200);
    // Cat may not report a reported post (the spec's rule): still one report.
    expect((await put(cat, id, { is_flagged: true, flagged_by: cat.id, reason: 'Also rude' })).status).toBe(403);
    expect(await db.postFlag.count({ where: { post_id: id } })).toBe(1);
  });
});
