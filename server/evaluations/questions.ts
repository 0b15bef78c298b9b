// Which questions of a definition a participant is asked, and in what form: active, displayed, not profile-only (those
// belong to the profile), named in visible_questions when the definition lists any, with an active custom prompt, and —
// when the question carries a location_tag — only for people whose location (or a location above it) has that tag.
import type { EvaluationQuestion } from '@/lib/evaluations/types';
import type { DataType, PromptType } from '@/lib/evaluations/constants';
import type { DefinitionRow, QuestionRow } from './queries';

const flagOf = (flags: unknown, key: string): boolean =>
  Boolean(flags && typeof flags === 'object' && !Array.isArray(flags) && (flags as Record<string, unknown>)[key] === true);

function isShown(definition: DefinitionRow, question: QuestionRow): boolean {
  if (!question.is_active || !question.display_question || question.profile_only) return false;
  if (question.custom_prompt && !question.custom_prompt.is_active) return false;
  return definition.visible_questions.length === 0 || definition.visible_questions.includes(question.name);
}

function toQuestion(definition: DefinitionRow, row: QuestionRow): EvaluationQuestion {
  const promptFlags = definition.custom_prompts.find((cp) => cp.custom_prompt_id === row.custom_prompt_id)?.flags;
  const required = flagOf(row.flags, 'required') || (row.custom_prompt_id !== null && flagOf(promptFlags, 'required'));
  return {
    id: row.id,
    name: row.name,
    prompt: row.prompt ?? row.custom_prompt?.prompt ?? row.name,
    type_of_prompt: row.type_of_prompt as PromptType,
    data_type: row.data_type as DataType,
    options: row.options,
    location_tag: row.location_tag,
    custom_prompt: row.custom_prompt ? { id: row.custom_prompt.id, prompt: row.custom_prompt.prompt, short_label: row.custom_prompt.short_label } : null,
    custom_promptable_id: row.custom_prompt_id,
    is_active: row.is_active,
    profile_only: row.profile_only,
    display_question: row.display_question,
    required,
    flags: { is_visible_in_profile: flagOf(row.flags, 'is_visible_in_profile'), required },
  };
}

/** Every question shown to someone, before the location filter. */
export function shownQuestions(definition: DefinitionRow): EvaluationQuestion[] {
  return definition.questions.filter((q) => isShown(definition, q)).map((q) => toQuestion(definition, q));
}

/** The questions asked of a person whose location carries `tags`. */
export function askedQuestions(definition: DefinitionRow, tags: Set<string>): EvaluationQuestion[] {
  return shownQuestions(definition).filter((q) => !q.location_tag || tags.has(q.location_tag));
}
