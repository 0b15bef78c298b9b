// User survey definitions as the master edits them (/user_survey_defs; the Flourishing Scale at
// /promotion/{id}/emotional_fitness_survey). Each row is read inside its promotion; writes are audited.
import 'server-only';
import { db, type Prisma, type Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { isoDate } from '@/lib/promotion-dates';
import {
  FLOURISHING_MESSAGE, FLOURISHING_NAME, FLOURISHING_STATEMENTS, SURVEY_MESSAGES as M, questionsFrom, surveyEndDate, surveyWindowDays,
  type SurveyKind, type SurveyQuestion, type UserSurveyDefWrite, type UserSurveyDefinition,
} from '@/lib/surveys';

export const surveyDefSelect = {
  id: true, promotion_id: true, kind: true, name: true, message: true, days_from_start: true, questions: true, is_active: true,
  _count: { select: { surveys: true } },
} as const satisfies Prisma.UserSurveyDefSelect;
type DefRow = Prisma.UserSurveyDefGetPayload<{ select: typeof surveyDefSelect }>;

export function questionsOf(value: unknown): SurveyQuestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((q) => (q && typeof q === 'object' && typeof q.name === 'string' && typeof q.prompt === 'string' ? [{ name: q.name, prompt: q.prompt }] : []));
}

async function programStart(promotionId: number): Promise<string> {
  const p = await db.promotion.findUnique({ where: { id: promotionId }, select: { starts_on: true } });
  if (!p) throw new NotFound(M.notFound);
  return isoDate(p.starts_on)!;
}

function serialize(r: DefRow, startsOn: string): UserSurveyDefinition {
  return {
    id: r.id, promotion_id: r.promotion_id, kind: r.kind as SurveyKind, name: r.name, message: r.message, days_from_start: r.days_from_start,
    end_date: surveyEndDate(startsOn, r.days_from_start), questions: questionsOf(r.questions), is_active: r.is_active, surveys_count: r._count.surveys,
  };
}

export async function listSurveyDefs(promotionId: number): Promise<UserSurveyDefinition[]> {
  const [rows, startsOn] = await Promise.all([
    // user_survey_defs (promotion_id, id)
    db.userSurveyDef.findMany({ where: { promotion_id: promotionId }, select: surveyDefSelect, orderBy: { id: 'asc' } }),
    programStart(promotionId),
  ]);
  return rows.map((r) => serialize(r, startsOn));
}

/** A definition by id with its promotion (for /user_survey_defs/{id}); `promotionId` narrows it when known. */
export async function requireSurveyDef(id: number, promotionId?: number): Promise<UserSurveyDefinition> {
  const row = await db.userSurveyDef.findFirst({ where: { id, ...(promotionId ? { promotion_id: promotionId } : {}) }, select: surveyDefSelect });
  if (!row) throw new NotFound(M.notFound);
  return serialize(row, await programStart(row.promotion_id));
}

export async function findFlourishing(promotionId: number): Promise<UserSurveyDefinition | null> {
  const row = await db.userSurveyDef.findFirst({ where: { promotion_id: promotionId, kind: 'flourishing' }, select: surveyDefSelect });
  return row ? serialize(row, await programStart(promotionId)) : null;
}

/** The Flourishing Scale a promotion starts from: the 8 statements, open through the program. */
export function flourishingDraft(): Pick<UserSurveyDefinition, 'name' | 'message' | 'questions' | 'end_date' | 'is_active'> {
  return { name: FLOURISHING_NAME, message: FLOURISHING_MESSAGE, questions: questionsFrom(FLOURISHING_STATEMENTS), end_date: null, is_active: true };
}

async function dataOf(promotionId: number, input: UserSurveyDefWrite) {
  const startsOn = await programStart(promotionId);
  if (input.end_date && input.end_date < startsOn) throw new Invalid(M.endBeforeStart);
  const questions = questionsFrom(input.questions ?? FLOURISHING_STATEMENTS);
  if (questions.length === 0) throw new Invalid(M.questionsRequired);
  if (new Set(questions.map((q) => q.name)).size !== questions.length) throw new Invalid(M.save);
  return {
    kind: input.kind, name: input.name, message: input.message, is_active: input.is_active,
    questions: questions.map((q) => ({ name: q.name, prompt: q.prompt })),
    days_from_start: input.end_date ? surveyWindowDays(startsOn, input.end_date) : null,
  };
}

async function assertOneFlourishing(tx: Tx, promotionId: number, kind: SurveyKind, exceptId?: number) {
  if (kind !== 'flourishing') return;
  const other = await tx.userSurveyDef.findFirst({ where: { promotion_id: promotionId, kind: 'flourishing', ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (other) throw new Invalid(M.oneFlourishing);
}

export async function createSurveyDef(who: AuditActor, promotionId: number, input: UserSurveyDefWrite): Promise<UserSurveyDefinition> {
  const data = await dataOf(promotionId, input);
  const id = await db.$transaction(async (tx) => {
    await assertOneFlourishing(tx, promotionId, data.kind);
    const row = await tx.userSurveyDef.create({ data: { promotion_id: promotionId, ...data }, select: { id: true } });
    await recordAudit(tx, { ...who, action: 'create', recordType: 'UserSurveyDef', recordId: row.id, promotionId, after: { ...data, questions: data.questions.length } });
    return row.id;
  }, ADMIN_TRANSACTION);
  return requireSurveyDef(id, promotionId);
}

export async function updateSurveyDef(who: AuditActor, id: number, input: UserSurveyDefWrite): Promise<UserSurveyDefinition> {
  const current = await requireSurveyDef(id);
  if (input.promotion_id !== undefined && input.promotion_id !== current.promotion_id) throw new NotFound(M.notFound);
  const promotionId = current.promotion_id;
  const data = await dataOf(promotionId, input);
  await db.$transaction(async (tx) => {
    await assertOneFlourishing(tx, promotionId, data.kind, id);
    await tx.userSurveyDef.update({ where: { id }, data });
    await recordAudit(tx, {
      ...who, action: 'update', recordType: 'UserSurveyDef', recordId: id, promotionId,
      before: { name: current.name, days_from_start: current.days_from_start, is_active: current.is_active, questions: current.questions.length },
      after: { name: data.name, days_from_start: data.days_from_start, is_active: data.is_active, questions: data.questions.length },
    });
  }, ADMIN_TRANSACTION);
  return requireSurveyDef(id, promotionId);
}

/** Deletes the definition with the answers given to it. */
export async function deleteSurveyDef(who: AuditActor, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.userSurveyDef.findUnique({ where: { id }, select: { promotion_id: true, name: true } });
    if (!row) throw new NotFound(M.notFound);
    await tx.userSurveyDef.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'UserSurveyDef', recordId: id, promotionId: row.promotion_id, before: { name: row.name } });
  }, ADMIN_TRANSACTION);
}
