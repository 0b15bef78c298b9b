// A promotion's custom prompts as the master edits them (administration.md §3 "CustomPrompt", §4, §5): the data type
// is forced by the type, options are kept for dropdowns only, the location tag is one of the tree's (to depth 3).
// A change reaches the evaluation questions that ask the prompt in the same transaction, so what participants are
// asked follows at once; a deleted prompt leaves every definition's question lists.
import 'server-only';
import { db, type Prisma, type Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { loadLocationTree } from '@/server/locations/queries';
import { removeCustomPromptField, syncCustomPromptField } from '@/server/reports/custom-prompt-fields';
import type { LocationTree } from '@/server/locations/tree';
import { LOCATION_LEVELS } from '@/lib/leaderboards/constants';
import type { DataType, PromptType } from '@/lib/evaluations/constants';
import {
  CUSTOM_PROMPT_MESSAGES as M, customPromptName, forcedDataType, optionsFromLines,
  type AdminCustomPrompt, type CustomPromptWrite,
} from '@/lib/evaluations/admin';

const promptSelect = {
  id: true, promotion_id: true, prompt: true, short_label: true, type_of_prompt: true, data_type: true, options: true,
  location_tag: true, is_active: true, profile_only: true, flags: true, sequence: true,
} as const satisfies Prisma.CustomPromptSelect;
type PromptRow = Prisma.CustomPromptGetPayload<{ select: typeof promptSelect }>;

const flagOf = (flags: unknown, key: string) => Boolean(flags && typeof flags === 'object' && (flags as Record<string, unknown>)[key] === true);

export function serializeCustomPrompt(r: PromptRow): AdminCustomPrompt {
  return {
    id: r.id, promotion_id: r.promotion_id, prompt: r.prompt, short_label: r.short_label, type_of_prompt: r.type_of_prompt as PromptType,
    data_type: r.data_type as DataType, options: r.options, location_tag: r.location_tag, is_active: r.is_active,
    profile_only: r.profile_only, flags: { is_visible_in_profile: flagOf(r.flags, 'is_visible_in_profile'), is_sensitive: flagOf(r.flags, 'is_sensitive') }, sequence: r.sequence,
    name: customPromptName(r.id),
  };
}

export async function listCustomPrompts(promotionId: number): Promise<AdminCustomPrompt[]> {
  // custom_prompts (promotion_id, sequence)
  const rows = await db.customPrompt.findMany({ where: { promotion_id: promotionId }, select: promptSelect, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] });
  return rows.map(serializeCustomPrompt);
}

export async function requireCustomPrompt(promotionId: number, id: number): Promise<AdminCustomPrompt> {
  const row = await db.customPrompt.findFirst({ where: { id, promotion_id: promotionId }, select: promptSelect });
  if (!row) throw new NotFound(M.notFound);
  return serializeCustomPrompt(row);
}

/** §5: the tags of the location tree to depth 3, trimmed, unique and non-empty, in tree order. */
export function tagsToDepth(tree: LocationTree): string[] {
  const tags = new Set<string>();
  let level = tree.childrenOf(null);
  for (let depth = 0; depth < LOCATION_LEVELS && level.length > 0; depth++) {
    for (const node of level) {
      const tag = node.tag?.trim();
      if (tag) tags.add(tag);
    }
    level = level.flatMap((n) => tree.childrenOf(n.id));
  }
  return [...tags];
}

export async function locationTagChoices(promotionId: number, client: Tx | typeof db = db): Promise<string[]> {
  return tagsToDepth(await loadLocationTree(promotionId, client));
}

async function promptData(tx: Tx, promotionId: number, input: CustomPromptWrite) {
  const type = input.type_of_prompt;
  const options = type === 'DROPDOWN' ? optionsFromLines(input.options) : [];
  if (type === 'DROPDOWN' && options.length === 0) throw new Invalid(M.optionsRequired);
  if (input.location_tag && !(await locationTagChoices(promotionId, tx)).includes(input.location_tag)) throw new Invalid(M.unknownTag);
  return {
    prompt: input.prompt, short_label: input.short_label, type_of_prompt: type, data_type: forcedDataType(type, input.data_type),
    options, location_tag: input.location_tag, is_active: input.is_active, profile_only: input.profile_only,
    // is_sensitive: employer-side roles get the answers only as counts under the floor (server/privacy/report-fields.ts).
    flags: { is_visible_in_profile: input.flags.is_visible_in_profile, is_sensitive: input.flags.is_sensitive },
  };
}
type PromptData = Awaited<ReturnType<typeof promptData>>;

/** The evaluation questions asking this prompt take its text, type, data type and options (and its tag where asked by location). */
async function syncQuestions(tx: Tx, promptId: number, data: PromptData): Promise<void> {
  const questions = await tx.evaluationQuestion.findMany({
    where: { custom_prompt_id: promptId },
    select: { id: true, name: true, evaluation_definition: { select: { location_questions: true } } },
  });
  for (const q of questions) {
    const byLocation = q.evaluation_definition.location_questions.includes(q.name);
    await tx.evaluationQuestion.update({
      where: { id: q.id },
      data: {
        prompt: data.prompt, type_of_prompt: data.type_of_prompt, data_type: data.data_type, options: data.options,
        location_tag: byLocation ? data.location_tag : null, profile_only: data.profile_only,
      },
    });
  }
}

export async function createCustomPrompt(who: AuditActor, promotionId: number, input: CustomPromptWrite): Promise<AdminCustomPrompt> {
  const row = await db.$transaction(async (tx) => {
    const data = await promptData(tx, promotionId, input);
    const last = await tx.customPrompt.aggregate({ where: { promotion_id: promotionId }, _max: { sequence: true } });
    const sequence = input.sequence ?? (last._max.sequence ?? 0) + 1;
    const created = await tx.customPrompt.create({ data: { promotion_id: promotionId, sequence, ...data }, select: promptSelect });
    await syncCustomPromptField(tx, created);
    await recordAudit(tx, { ...who, action: 'create', recordType: 'CustomPrompt', recordId: created.id, promotionId, after: { ...data, sequence } });
    return created;
  }, ADMIN_TRANSACTION);
  return serializeCustomPrompt(row);
}

export async function updateCustomPrompt(who: AuditActor, promotionId: number, id: number, input: CustomPromptWrite): Promise<AdminCustomPrompt> {
  const row = await db.$transaction(async (tx) => {
    const old = await tx.customPrompt.findFirst({ where: { id, promotion_id: promotionId }, select: promptSelect });
    if (!old) throw new NotFound(M.notFound);
    const data = { ...(await promptData(tx, promotionId, input)), sequence: input.sequence ?? old.sequence };
    const updated = await tx.customPrompt.update({ where: { id }, data, select: promptSelect });
    await syncCustomPromptField(tx, updated);
    await syncQuestions(tx, id, data);
    const { id: _id, promotion_id: _p, ...before } = old;
    await recordAudit(tx, { ...who, action: 'update', recordType: 'CustomPrompt', recordId: id, promotionId, before, after: data });
    return updated;
  }, ADMIN_TRANSACTION);
  return serializeCustomPrompt(row);
}

/** Deleting a prompt removes its questions, its answers and its name from every definition's lists. */
export async function deleteCustomPrompt(who: AuditActor, promotionId: number, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const old = await tx.customPrompt.findFirst({ where: { id, promotion_id: promotionId }, select: promptSelect });
    if (!old) throw new NotFound(M.notFound);
    const name = customPromptName(id);
    const definitions = await tx.evaluationDefinition.findMany({
      where: { promotion_id: promotionId, OR: [{ visible_questions: { has: name } }, { location_questions: { has: name } }] },
      select: { id: true, visible_questions: true, location_questions: true },
    });
    for (const d of definitions) {
      await tx.evaluationDefinition.update({
        where: { id: d.id },
        data: { visible_questions: d.visible_questions.filter((n) => n !== name), location_questions: d.location_questions.filter((n) => n !== name) },
      });
    }
    await tx.customPrompt.delete({ where: { id } });
    await removeCustomPromptField(tx, promotionId, id);
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'CustomPrompt', recordId: id, promotionId, before: { prompt: old.prompt, type_of_prompt: old.type_of_prompt } });
  }, ADMIN_TRANSACTION);
}
