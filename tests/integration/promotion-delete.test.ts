// DELETE /promotions/{id} (administration.md §7 "GET/POST/PUT/DELETE /promotions/{id}"): masters only, with a
// safeguard (before launch at once, after launch only with the promotion's name typed in confirmation), as a soft
// delete that keeps the row and the audit. A deleted promotion stops resolving on its subdomain and leaves the lists.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as listPromotions } from '@/app/api/promotions/route';
import { DELETE as deletePromotion, GET as showPromotion } from '@/app/api/promotions/[id]/route';
import { GET as dashboard } from '@/app/api/promotions/[id]/dashboard/route';
import { PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';

const DASH = 'dashboard.localhost:3000';
let master: string;
beforeAll(async () => {
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});

const remove = (id: number, body?: unknown, cookie = master) =>
  callRoute(deletePromotion, { method: 'DELETE', host: DASH, path: `/api/promotions/${id}`, cookie, params: { id: String(id) }, body });
const listed = async (id: number) => {
  const list = await callRoute(listPromotions, { host: DASH, path: '/api/promotions?page_size=0', cookie: master });
  return (list.json.data as { id: number }[]).some((p) => p.id === id);
};

describe('deleting a promotion', () => {
  it('after launch needs the name typed in confirmation; then it resolves nowhere, leaves the list, and the audit stays', async () => {
    const p = await createPromotion(); // launched 17 days ago
    const reseller = await createUser({ promotionId: null, role: 'Reseller', resellerId: (await db.reseller.create({ data: { name: 'R' } })).id });
    expect((await remove(p.id, { confirmation: p.name }, await signInCookie(reseller, { promotionId: null }))).status).toBe(403);

    for (const body of [undefined, { confirmation: 'wrong' }]) {
      const refused = await remove(p.id, body);
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual([M.deleteConfirm]);
    }
    expect(await listed(p.id)).toBe(true);
    expect((await callRoute(showPromotion, { host: p.host, path: '/api/promotions/current', params: { id: 'current' } })).status).toBe(200);

    expect((await remove(p.id, { confirmation: p.name })).status).toBe(204);
    expect((await callRoute(showPromotion, { host: p.host, path: '/api/promotions/current', params: { id: 'current' } })).status).toBe(404);
    expect((await callRoute(dashboard, { host: DASH, path: `/api/promotions/${p.id}/dashboard`, cookie: master, params: { id: String(p.id) } })).status).toBe(404);
    expect(await listed(p.id)).toBe(false);
    expect((await remove(p.id, { confirmation: p.name })).status).toBe(404);

    const row = await db.promotion.findUnique({ where: { id: p.id }, select: { deleted_at: true } });
    expect(row?.deleted_at).toBeInstanceOf(Date);
    const audit = await db.auditEvent.findMany({ where: { record_type: 'Promotion', record_id: String(p.id), action: 'delete' } });
    expect(audit).toHaveLength(1);
  });

  it('before launch goes at once; the default promotion is never deleted', async () => {
    const p = await createPromotion({ startedDaysAgo: -30 }); // launches in 23 days
    expect((await remove(p.id)).status).toBe(204);
    expect(await listed(p.id)).toBe(false);

    const fallback = await createPromotion({ startedDaysAgo: -30, data: { is_default: true } });
    try {
      const refused = await remove(fallback.id);
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual([M.deleteDefault]);
    } finally {
      await db.promotion.update({ where: { id: fallback.id }, data: { is_default: false } });
    }
  });
});
