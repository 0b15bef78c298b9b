// The promotion dashboard's children: levels (saveAll, delete) and point thresholds (Step, Minute, Behavior; at most
// 450 points a value), each looked up inside its own promotion.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as getLevels, POST as saveLevels } from '@/app/api/promotions/[id]/levels/route';
import { DELETE as deleteLevel } from '@/app/api/promotions/[id]/levels/[levelId]/route';
import { GET as getThresholds, POST as createThreshold } from '@/app/api/promotions/[id]/point_thresholds/route';
import { DELETE as deleteThreshold, GET as getThreshold, PUT as putThreshold } from '@/app/api/promotions/[id]/point_thresholds/[thresholdId]/route';

const HOST = 'dashboard.localhost:3000';
let cookie: string;

beforeAll(async () => {
  const master = await createUser({ promotionId: null, role: 'Master' });
  cookie = await signInCookie(master, { promotionId: null });
});

const call = (handler: Parameters<typeof callRoute>[0], method: string, path: string, params: Record<string, string>, body?: unknown) =>
  callRoute(handler, { method, host: HOST, path, cookie, params, body });

describe('levels', () => {
  it('saves all levels in their order, renames and deletes', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const first = await call(saveLevels, 'POST', `/api/promotions/${id}/levels`, { id }, { levels: [{ name: 'Bronze' }, { name: 'Silver' }] });
    expect(first.status).toBe(200);
    expect(first.json.data.map((l: { name: string; sequence: number }) => [l.name, l.sequence])).toEqual([['Bronze', 0], ['Silver', 1]]);
    const [bronze, silver] = first.json.data;
    const reordered = await call(saveLevels, 'POST', `/api/promotions/${id}/levels`, { id }, { levels: [{ id: silver.id, name: 'Silver' }, { id: bronze.id, name: 'Copper' }, { name: 'Gold' }] });
    expect(reordered.json.data.map((l: { name: string }) => l.name)).toEqual(['Silver', 'Copper', 'Gold']);
    const removed = await call(deleteLevel, 'DELETE', `/api/promotions/${id}/levels/${bronze.id}`, { id, levelId: String(bronze.id) });
    expect(removed.status).toBe(204);
    const again = await call(deleteLevel, 'DELETE', `/api/promotions/${id}/levels/${bronze.id}`, { id, levelId: String(bronze.id) });
    expect(again.status).toBe(404);
    expect(again.json.errors).toEqual(['Could not delete level!']);
    expect((await call(getLevels, 'GET', `/api/promotions/${id}/levels`, { id })).json.data).toHaveLength(2);
    const blank = await call(saveLevels, 'POST', `/api/promotions/${id}/levels`, { id }, { levels: [{ name: ' ' }] });
    expect(blank.status).toBe(422);
    expect(blank.json.errors[0]).toContain('Level name is required.');
    const audit = await db.auditEvent.findMany({ where: { record_type: 'Level', promotion_id: p.id } });
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'create', 'create', 'delete', 'update', 'update']);
  });

  it('never touches another promotion\'s level', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const level = await db.level.create({ data: { promotion_id: b.id, name: 'Theirs' } });
    const id = String(a.id);
    const rename = await call(saveLevels, 'POST', `/api/promotions/${id}/levels`, { id }, { levels: [{ id: level.id, name: 'Mine' }] });
    expect(rename.status).toBe(404);
    expect(rename.json.errors).toEqual(['Could not save levels']);
    const remove = await call(deleteLevel, 'DELETE', `/api/promotions/${id}/levels/${level.id}`, { id, levelId: String(level.id) });
    expect(remove.status).toBe(404);
    expect(await db.level.findUnique({ where: { id: level.id } })).toMatchObject({ name: 'Theirs' });
  });
});

describe('point thresholds', () => {
  it('creates, reads, updates and removes Step, Minute and Behavior thresholds', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const behavior = await db.behavior.create({ data: { promotion_id: p.id, name: 'Drink water' } });
    const step = await call(createThreshold, 'POST', `/api/promotions/${id}/point_thresholds`, { id }, { pointable_type: 'Step', value: 5000, points: 10, value_label: '5,000 steps' });
    expect(step.status).toBe(201);
    expect(step.json).toMatchObject({ pointable_type: 'Step', pointable_id: null, value: 5000, points: 10 });
    const beh = await call(createThreshold, 'POST', `/api/promotions/${id}/point_thresholds`, { id }, { pointable_type: 'Behavior', pointable_id: behavior.id, value: 1, points: 450 });
    expect(beh.json).toMatchObject({ pointable_id: behavior.id, behavior_name: 'Drink water', points: 450 });
    const tid = String(step.json.id);
    const put = await call(putThreshold, 'PUT', `/api/promotions/${id}/point_thresholds/${tid}`, { id, thresholdId: tid }, { pointable_type: 'Minute', value: 30, points: 15 });
    expect(put.json).toMatchObject({ pointable_type: 'Minute', value: 30, points: 15, value_label: null });
    expect((await call(getThreshold, 'GET', '/x', { id, thresholdId: tid })).json.points).toBe(15);
    expect((await call(getThresholds, 'GET', '/x', { id })).json.data).toHaveLength(2);
    expect((await call(deleteThreshold, 'DELETE', '/x', { id, thresholdId: tid })).status).toBe(204);
    const gone = await call(deleteThreshold, 'DELETE', '/x', { id, thresholdId: tid });
    expect(gone.status).toBe(404);
    expect(gone.json.errors).toEqual(['Could not remove point threshold!']);
  });

  it('keeps every value at 450 points or fewer and a behavior named for Behavior', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const over = await call(createThreshold, 'POST', '/x', { id }, { pointable_type: 'Step', value: 1, points: 451 });
    expect(over.status).toBe(422);
    expect(over.json.errors[0]).toContain('Points cannot be more than 450.');
    const kind = await call(createThreshold, 'POST', '/x', { id }, { pointable_type: 'Sleep', value: 1, points: 1 });
    expect(kind.json.errors[0]).toContain('Type must be Step, Minute or Behavior.');
    const noBehavior = await call(createThreshold, 'POST', '/x', { id }, { pointable_type: 'Behavior', value: 1, points: 1 });
    expect(noBehavior.json.errors).toEqual(['Choose the behavior this threshold counts.']);
    const other = await createPromotion();
    const foreign = await db.behavior.create({ data: { promotion_id: other.id, name: 'Elsewhere' } });
    const crossed = await call(createThreshold, 'POST', '/x', { id }, { pointable_type: 'Behavior', pointable_id: foreign.id, value: 1, points: 1 });
    expect(crossed.status).toBe(422);
    const theirs = await db.pointThreshold.create({ data: { promotion_id: other.id, pointable_type: 'Step', value: 1, points: 1 } });
    const put = await call(putThreshold, 'PUT', '/x', { id, thresholdId: String(theirs.id) }, { pointable_type: 'Step', value: 2, points: 2 });
    expect(put.status).toBe(404);
    expect(put.json.errors).toEqual(['Could not save point threshold']);
    expect((await call(getThreshold, 'GET', '/x', { id, thresholdId: String(theirs.id) })).status).toBe(404);
  });
});
