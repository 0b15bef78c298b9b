// Evaluation definitions as the master edits them (administration.md §3 "EvaluationDefinition", §4, §7): the
// schedule (Initial Assessment on day 0; otherwise days from start or a start and end date), the visible and
// location questions (custom prompts written CustomPrompt_{id}), and which custom prompts are required. What is
// saved is what the participant flow (server/evaluations/reads.ts, questions.ts) reads:
// - a custom prompt named in visible_questions is asked through a question row copying it (created here when missing,
//   removed when it leaves the list) and a custom_prompt_evaluations row carrying flags.required;
// - a built-in question is asked while it is named in visible_questions (is_active follows the list);
// - a question named in location_questions carries its custom prompt's location tag (asked only there).
import 'server-only';
import { db, type Prisma, type Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { isoDate, parseIsoDate } from '@/lib/promotion-dates';
import { EVAL_DEFINITIONABLE_TYPE, type PromptType } from '@/lib/evaluations/constants';
import {
  EVALUATION_ADMIN_MESSAGES as M, customPromptIdOf, customPromptName, scheduleOf,
  type AdminEvaluationDefinition, type AdminQuestionChoice, type EvaluationDefinitionWrite,
} from '@/lib/evaluations/admin';

const adminSelect = {
  id: true, promotion_id: true, name: true, message: true, days_from_start: true, start_date: true, end_date: true,
  visible_questions: true, location_questions: true,
  questions: {
    orderBy: [{ sequence: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, prompt: true, type_of_prompt: true, custom_prompt_id: true, location_tag: true, sequence: true, flags: true },
  },
  custom_prompts: { select: { custom_prompt_id: true, flags: true } },
  _count: { select: { evaluations: true } },
} as const satisfies Prisma.EvaluationDefinitionSelect;
type AdminRow = Prisma.EvaluationDefinitionGetPayload<{ select: typeof adminSelect }>;

const flagOf = (flags: unknown, key: string) => Boolean(flags && typeof flags === 'object' && (flags as Record<string, unknown>)[key] === true);

function serialize(r: AdminRow): AdminEvaluationDefinition {
  const questions: AdminQuestionChoice[] = r.questions.map((q) => ({
    name: q.name, prompt: q.prompt ?? q.name, type_of_prompt: q.type_of_prompt as PromptType, custom_promptable_id: q.custom_prompt_id,
    location_tag: q.location_tag,
    required: flagOf(q.flags, 'required') || (q.custom_prompt_id !== null && flagOf(r.custom_prompts.find((c) => c.custom_prompt_id === q.custom_prompt_id)?.flags, 'required')),
  }));
  return {
    id: r.id, name: r.name, message: r.message, days_from_start: r.days_from_start, start_date: isoDate(r.start_date), end_date: isoDate(r.end_date),
    eval_definitionable_type: EVAL_DEFINITIONABLE_TYPE, eval_definitionable_id: r.promotion_id,
    visible_questions: r.visible_questions.join(','), location_questions: r.location_questions.join(','),
    questions, evaluations_count: r._count.evaluations,
  };
}

export async function listAdminDefinitions(promotionId: number): Promise<AdminEvaluationDefinition[]> {
  // evaluation_definitions (promotion_id, start_date)
  const rows = await db.evaluationDefinition.findMany({ where: { promotion_id: promotionId }, select: adminSelect, orderBy: { id: 'asc' } });
  return rows.map(serialize);
}

export async function requireAdminDefinition(promotionId: number, id: number): Promise<AdminEvaluationDefinition> {
  const row = await db.evaluationDefinition.findFirst({ where: { id, promotion_id: promotionId }, select: adminSelect });
  if (!row) throw new NotFound(M.notFound);
  return serialize(row);
}

/** The promotion a definition belongs to (for /evaluation_definitions/{id} without a promotion in the path). */
export async function promotionOfDefinition(id: number): Promise<number> {
  const row = await db.evaluationDefinition.findUnique({ where: { id }, select: { promotion_id: true } });
  if (!row) throw new NotFound(M.notFound);
  return row.promotion_id;
}

function scheduleData(input: EvaluationDefinitionWrite) {
  const schedule = scheduleOf(input);
  if ('error' in schedule) throw new Invalid(schedule.error);
  return {
    days_from_start: schedule.days_from_start,
    start_date: schedule.start_date ? parseIsoDate(schedule.start_date) : null,
    end_date: schedule.end_date ? parseIsoDate(schedule.end_date) : null,
  };
}

/** Writes the question lists; every name is a question of the definition or one of the promotion's custom prompts. */
async function syncQuestions(tx: Tx, promotionId: number, definitionId: number, input: EvaluationDefinitionWrite): Promise<{ visible: string[]; location: string[] }> {
  const existing = await tx.evaluationQuestion.findMany({ where: { evaluation_definition_id: definitionId }, select: { id: true, name: true, custom_prompt_id: true, sequence: true } });
  const builtIn = new Set(existing.filter((q) => q.custom_prompt_id === null).map((q) => q.name));
  const named = [...new Set([...input.visible_questions, ...input.location_questions, ...input.required_questions])];
  const promptIds = named.map(customPromptIdOf).filter((id): id is number => id !== null);
  const prompts = await tx.customPrompt.findMany({
    where: { promotion_id: promotionId, id: { in: promptIds } },
    select: { id: true, prompt: true, type_of_prompt: true, data_type: true, options: true, location_tag: true, profile_only: true },
  });
  const promptById = new Map(prompts.map((p) => [p.id, p]));
  for (const name of named) {
    const promptId = customPromptIdOf(name);
    if (!builtIn.has(name) && (promptId === null || !promptById.has(promptId))) throw new Invalid(M.unknownQuestion(name.slice(0, 80)));
  }
  const visible = input.visible_questions;
  const location = input.location_questions.filter((n) => visible.includes(n));

  // Built-in questions: asked while listed.
  for (const q of existing.filter((e) => e.custom_prompt_id === null)) {
    await tx.evaluationQuestion.update({ where: { id: q.id }, data: { is_active: visible.includes(q.name) } });
  }
  // Custom prompts: a question row per listed prompt (created after the others), none for the rest.
  const listedPrompts = visible.map(customPromptIdOf).filter((id): id is number => id !== null && promptById.has(id));
  await tx.evaluationQuestion.deleteMany({ where: { evaluation_definition_id: definitionId, custom_prompt_id: { not: null, notIn: listedPrompts } } });
  await tx.customPromptEvaluation.deleteMany({ where: { evaluation_definition_id: definitionId, custom_prompt_id: { notIn: listedPrompts } } });
  let sequence = existing.reduce((max, q) => Math.max(max, q.sequence), 0);
  for (const id of listedPrompts) {
    const p = promptById.get(id)!;
    const name = customPromptName(id);
    const fields = {
      prompt: p.prompt, type_of_prompt: p.type_of_prompt, data_type: p.data_type, options: p.options, profile_only: p.profile_only,
      location_tag: location.includes(name) ? p.location_tag : null,
    };
    const row = existing.find((q) => q.custom_prompt_id === id);
    if (row) await tx.evaluationQuestion.update({ where: { id: row.id }, data: fields });
    else await tx.evaluationQuestion.create({ data: { evaluation_definition_id: definitionId, name, custom_prompt_id: id, sequence: ++sequence, ...fields } });
    const flags = { required: input.required_questions.includes(name) };
    await tx.customPromptEvaluation.upsert({
      where: { custom_prompt_id_evaluation_definition_id: { custom_prompt_id: id, evaluation_definition_id: definitionId } },
      create: { custom_prompt_id: id, evaluation_definition_id: definitionId, flags },
      update: { flags },
    });
  }
  return { visible, location };
}

function checkOwner(promotionId: number, input: EvaluationDefinitionWrite): void {
  if (input.eval_definitionable_id !== undefined && input.eval_definitionable_id !== promotionId) throw new Invalid(M.save);
}

/** POST /promotions/{id}/evaluation_definitions: answers `{data: [definition]}` (the client reads the first item's id). */
export async function createDefinition(who: AuditActor, promotionId: number, input: EvaluationDefinitionWrite): Promise<AdminEvaluationDefinition> {
  checkOwner(promotionId, input);
  const schedule = scheduleData(input);
  const id = await db.$transaction(async (tx) => {
    const row = await tx.evaluationDefinition.create({ data: { promotion_id: promotionId, name: input.name, message: input.message, ...schedule }, select: { id: true } });
    const lists = await syncQuestions(tx, promotionId, row.id, input);
    await tx.evaluationDefinition.update({ where: { id: row.id }, data: { visible_questions: lists.visible, location_questions: lists.location } });
    await recordAudit(tx, {
      ...who, action: 'create', recordType: 'EvaluationDefinition', recordId: row.id, promotionId,
      after: { name: input.name, days_from_start: schedule.days_from_start, start_date: isoDate(schedule.start_date), end_date: isoDate(schedule.end_date), visible_questions: lists.visible },
    });
    return row.id;
  }, ADMIN_TRANSACTION);
  return requireAdminDefinition(promotionId, id);
}

export async function updateDefinition(who: AuditActor, promotionId: number, id: number, input: EvaluationDefinitionWrite): Promise<AdminEvaluationDefinition> {
  checkOwner(promotionId, input);
  const schedule = scheduleData(input);
  await db.$transaction(async (tx) => {
    const old = await tx.evaluationDefinition.findFirst({
      where: { id, promotion_id: promotionId },
      select: { name: true, message: true, days_from_start: true, start_date: true, end_date: true, visible_questions: true, location_questions: true },
    });
    if (!old) throw new NotFound(M.notFound);
    const lists = await syncQuestions(tx, promotionId, id, input);
    const data = { name: input.name, message: input.message, ...schedule, visible_questions: lists.visible, location_questions: lists.location };
    await tx.evaluationDefinition.update({ where: { id }, data });
    const days = (d: typeof data | typeof old) => ({ ...d, start_date: isoDate(d.start_date), end_date: isoDate(d.end_date) });
    await recordAudit(tx, { ...who, action: 'update', recordType: 'EvaluationDefinition', recordId: id, promotionId, before: days(old), after: days(data) });
  }, ADMIN_TRANSACTION);
  return requireAdminDefinition(promotionId, id);
}

/** Deletes the definition with its questions and the evaluations submitted for it (the screen confirms first). */
export async function deleteDefinition(who: AuditActor, promotionId: number, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const old = await tx.evaluationDefinition.findFirst({ where: { id, promotion_id: promotionId }, select: { name: true, _count: { select: { evaluations: true } } } });
    if (!old) throw new NotFound(M.notFound);
    await tx.evaluationDefinition.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'EvaluationDefinition', recordId: id, promotionId, before: { name: old.name, evaluations: old._count.evaluations } });
  }, ADMIN_TRANSACTION);
}
