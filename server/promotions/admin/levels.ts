// Levels (saveAll in order, delete one) and point thresholds (Step, Minute, Behavior; at most 450 points a value) of a
// promotion. Each row is looked up inside its promotion: another promotion's id is a miss, never a change.
import 'server-only';
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import type { PointThresholdWrite } from '@/lib/promotions/admin-schema';
import type { AdminLevel, AdminPointThreshold } from '@/lib/promotions/admin-types';
import { LEVEL_MESSAGES, THRESHOLD_MESSAGES } from '@/lib/promotions/level-messages';
import { listLevels, serializeThreshold, thresholdSelect } from './queries';
import { ADMIN_TRANSACTION, type AuditActor } from './mutations';

export { LEVEL_MESSAGES, THRESHOLD_MESSAGES };

/** saveAll: the list in its order (sequence = position); rows with an id are renamed, the others created. */
export async function saveLevels(who: AuditActor, promotionId: number, levels: { id?: number; name: string }[]): Promise<AdminLevel[]> {
  const ids = levels.flatMap((l) => (l.id ? [l.id] : []));
  if (new Set(ids).size !== ids.length) throw new Invalid(LEVEL_MESSAGES.save);
  await db.$transaction(async (tx) => {
    const existing = await tx.level.findMany({ where: { promotion_id: promotionId, id: { in: ids } }, select: { id: true, name: true, sequence: true } });
    if (existing.length !== ids.length) throw new NotFound(LEVEL_MESSAGES.save);
    const before = new Map(existing.map((l) => [l.id, l]));
    for (const [sequence, level] of levels.entries()) {
      if (level.id) {
        const old = before.get(level.id)!;
        if (old.name === level.name && old.sequence === sequence) continue;
        await tx.level.update({ where: { id: level.id }, data: { name: level.name, sequence } });
        await recordAudit(tx, { ...who, action: 'update', recordType: 'Level', recordId: level.id, promotionId, before: { name: old.name, sequence: old.sequence }, after: { name: level.name, sequence } });
      } else {
        const created = await tx.level.create({ data: { promotion_id: promotionId, name: level.name, sequence }, select: { id: true } });
        await recordAudit(tx, { ...who, action: 'create', recordType: 'Level', recordId: created.id, promotionId, after: { name: level.name, sequence } });
      }
    }
  }, ADMIN_TRANSACTION);
  return listLevels(promotionId);
}

export async function deleteLevel(who: AuditActor, promotionId: number, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const level = await tx.level.findFirst({ where: { id, promotion_id: promotionId }, select: { id: true, name: true, sequence: true } });
    if (!level) throw new NotFound(LEVEL_MESSAGES.delete);
    await tx.level.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'Level', recordId: id, promotionId, before: { name: level.name, sequence: level.sequence } });
  }, ADMIN_TRANSACTION);
}

/** A Behavior threshold names one of the promotion's behaviors; Step and Minute name none. */
async function behaviorIdFor(promotionId: number, input: PointThresholdWrite): Promise<number | null> {
  if (input.pointable_type !== 'Behavior') return null;
  if (!input.pointable_id) throw new Invalid(THRESHOLD_MESSAGES.behaviorRequired);
  const behavior = await db.behavior.findFirst({ where: { id: input.pointable_id, promotion_id: promotionId }, select: { id: true } });
  if (!behavior) throw new Invalid(THRESHOLD_MESSAGES.behaviorRequired);
  return behavior.id;
}

function fieldsOf(input: PointThresholdWrite, behaviorId: number | null) {
  return { pointable_type: input.pointable_type, behavior_id: behaviorId, value_label: input.value_label ?? null, value: input.value, points: input.points };
}

export async function createPointThreshold(who: AuditActor, promotionId: number, input: PointThresholdWrite): Promise<AdminPointThreshold> {
  const behaviorId = await behaviorIdFor(promotionId, input);
  return db.$transaction(async (tx) => {
    const data = fieldsOf(input, behaviorId);
    const row = await tx.pointThreshold.create({ data: { promotion_id: promotionId, ...data }, select: thresholdSelect });
    await recordAudit(tx, { ...who, action: 'create', recordType: 'PointThreshold', recordId: row.id, promotionId, after: data });
    return serializeThreshold(row);
  }, ADMIN_TRANSACTION);
}

export async function updatePointThreshold(who: AuditActor, promotionId: number, id: number, input: PointThresholdWrite): Promise<AdminPointThreshold> {
  const behaviorId = await behaviorIdFor(promotionId, input);
  return db.$transaction(async (tx) => {
    const old = await tx.pointThreshold.findFirst({ where: { id, promotion_id: promotionId }, select: { pointable_type: true, behavior_id: true, value_label: true, value: true, points: true } });
    if (!old) throw new NotFound(THRESHOLD_MESSAGES.save);
    const data = fieldsOf(input, behaviorId);
    const row = await tx.pointThreshold.update({ where: { id }, data, select: thresholdSelect });
    await recordAudit(tx, { ...who, action: 'update', recordType: 'PointThreshold', recordId: id, promotionId, before: old, after: data });
    return serializeThreshold(row);
  }, ADMIN_TRANSACTION);
}

export async function deletePointThreshold(who: AuditActor, promotionId: number, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const old = await tx.pointThreshold.findFirst({ where: { id, promotion_id: promotionId }, select: { pointable_type: true, value: true, points: true } });
    if (!old) throw new NotFound(THRESHOLD_MESSAGES.remove);
    await tx.pointThreshold.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'PointThreshold', recordId: id, promotionId, before: old });
  }, ADMIN_TRANSACTION);
}

/** The behaviors a Behavior threshold may name: the promotion's own. */
export async function listBehaviorChoices(promotionId: number): Promise<{ id: number; name: string }[]> {
  return db.behavior.findMany({ where: { promotion_id: promotionId }, select: { id: true, name: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] });
}
