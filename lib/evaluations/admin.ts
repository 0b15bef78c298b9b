// Custom prompts and evaluation definitions as the master edits them (administration.md §3 "CustomPrompt",
// "EvaluationDefinition", §4, §5): the data type forced by the prompt type, options one per line, the
// Initial Assessment's schedule, the wire shapes and the inputs. Shared by the API and the editor screens.
import { z } from 'zod';
import { daysBetween } from '@/lib/promotion-dates';
import { isoDaySchema } from '@/lib/schemas';
import { INITIAL_ASSESSMENT_NAME } from '@/lib/onboarding/constants';
import { PROMPT_TYPES, type DataType, type PromptType } from './constants';
import type { EvaluationDefinitionFields } from './types';

export const CUSTOM_PROMPT_MESSAGES = {
  notFound: 'CustomPrompt could not be found',
  save: "Couldn't save form.",
  // Ours.
  promptRequired: 'Prompt is required.',
  optionsRequired: 'A dropdown needs at least one option (one per line).',
  unknownTag: 'Choose a location tag from the location tree.',
} as const;

export const EVALUATION_ADMIN_MESSAGES = {
  notFound: 'Evaluation Definition could not be found',
  save: 'Could not save Evaluation',
  // Ours.
  nameRequired: 'Name is required.',
  scheduleRequired: 'Give the days from start, or a start and an end date.',
  datesOrder: 'Start date should be before end date.',
  daysFormat: 'Days from start must be a day number, or two separated by a comma (e.g. 0,14).',
  unknownQuestion: (name: string) => `Unknown question: ${name}.`,
  confirmDelete: (name: string) => `Delete the evaluation definition “${name}”? Participants' answers to it are deleted too.`,
} as const;

/** A custom prompt in an evaluation definition's question lists (§3). */
export const customPromptName = (id: number) => `CustomPrompt_${id}`;
export const customPromptIdOf = (name: string): number | null => {
  const match = /^CustomPrompt_(\d{1,10})$/.exec(name);
  return match ? Number(match[1]) : null;
};

/** The data types a prompt type allows, its default first (§4 "Custom prompt data type is forced by type"). */
export const DATA_TYPES_BY_PROMPT: Record<PromptType, readonly DataType[]> = {
  HEADER: ['string'],
  TEXTAREA: ['text'],
  TEXTBOX: ['string'],
  CHECKBOX: ['integer', 'string'],
  DROPDOWN: ['string'],
};

export function forcedDataType(type: PromptType, asked?: DataType | null): DataType {
  const allowed = DATA_TYPES_BY_PROMPT[type];
  return asked && allowed.includes(asked) ? asked : allowed[0];
}

/** Options edited one per line: trimmed, blank lines dropped, duplicates once. */
export function optionsFromLines(value: string | readonly string[]): string[] {
  const lines = typeof value === 'string' ? value.split(/\r?\n/) : value;
  return [...new Set(lines.map((l) => l.trim()).filter(Boolean))];
}

/** The initial assessment (named 'Initial Assessment') always opens on day 0 (§4). */
export const isInitialAssessment = (name: string) => name.trim() === INITIAL_ASSESSMENT_NAME;

/** A survey window ending on `endDate`: days_from_start '0,{days since start + 1}' (§5). */
export function surveyDaysFromStart(programStartsOn: string, endDate: string): string {
  return `0,${daysBetween(programStartsOn, endDate) + 1}`;
}

export interface AdminCustomPrompt {
  id: number;
  promotion_id: number;
  prompt: string;
  short_label: string | null;
  type_of_prompt: PromptType;
  data_type: DataType;
  options: string[];
  location_tag: string | null;
  is_active: boolean;
  profile_only: boolean;
  /** is_sensitive: the answers reach employer-side roles only as counts of at least k people (docs/privacy.md). */
  flags: { is_visible_in_profile: boolean; is_sensitive: boolean };
  sequence: number;
  /** CustomPrompt_{id}: its name in evaluation definitions' question lists. */
  name: string;
}

export interface AdminQuestionChoice {
  name: string;
  prompt: string;
  type_of_prompt: PromptType;
  custom_promptable_id: number | null;
  location_tag: string | null;
  required: boolean;
}

export interface AdminEvaluationDefinition extends EvaluationDefinitionFields {
  /** The definition's own questions, in order (built-in ones and the custom prompts it asks). */
  questions: AdminQuestionChoice[];
  evaluations_count: number;
}

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);
const day = isoDaySchema.refine((v) => v >= '2000-01-01' && v <= '2099-12-31', 'must be a date between 2000 and 2099');

export const customPromptWriteSchema = z.object({
  prompt: text(1000, 'Prompt').min(1, CUSTOM_PROMPT_MESSAGES.promptRequired),
  short_label: text(60, 'Short label').nullish().transform((v) => v || null),
  type_of_prompt: z.enum(PROMPT_TYPES, { message: `Type must be one of ${PROMPT_TYPES.join(', ')}.` }).default('CHECKBOX'),
  data_type: z.enum(['string', 'integer', 'text'], { message: 'Data type must be string, integer or text.' }).nullish(),
  /** A list, or the textarea's text with one option per line. */
  options: z.union([z.string().max(20_000, 'Options are too long.'), z.array(z.string().max(500, 'An option is too long.')).max(200, 'Too many options.')]).default([]),
  location_tag: text(60, 'Location tag').nullish().transform((v) => v || null),
  is_active: z.boolean().default(true),
  profile_only: z.boolean().default(false),
  flags: z.object({ is_visible_in_profile: z.boolean().default(false), is_sensitive: z.boolean().default(false) })
    .default({ is_visible_in_profile: false, is_sensitive: false }),
  sequence: z.coerce.number().int().min(0).max(100_000).optional(),
});
export type CustomPromptWrite = z.infer<typeof customPromptWriteSchema>;

/** "a, b" or ["a","b"] → names. */
const nameList = z
  .union([z.string().max(20_000), z.array(z.string().max(200)).max(500)])
  .nullish()
  .transform((v) => [...new Set((typeof v === 'string' ? v.split(',') : (v ?? [])).map((n) => n.trim()).filter(Boolean))]);

export const evaluationDefinitionWriteSchema = z.object({
  name: text(120, 'Name').min(1, EVALUATION_ADMIN_MESSAGES.nameRequired),
  message: text(5000, 'Message').nullish().transform((v) => v || null),
  days_from_start: z.union([z.string().trim().max(20), z.number().int().min(0).max(10_000).transform(String)]).nullish().transform((v) => (v === undefined || v === null || v === '' ? null : v)),
  start_date: day.nullish().transform((v) => v ?? null),
  end_date: day.nullish().transform((v) => v ?? null),
  /** Always the promotion (§7); accepted and checked against the path. */
  eval_definitionable_type: z.literal('Promotion', { message: 'eval_definitionable_type must be Promotion.' }).optional(),
  eval_definitionable_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  visible_questions: nameList,
  location_questions: nameList,
  /** Custom prompts answered as required in this definition (custom_prompt_evaluation flags). */
  required_questions: nameList,
});
export type EvaluationDefinitionWrite = z.infer<typeof evaluationDefinitionWriteSchema>;

const DAYS = /^\d{1,4}(\s*,\s*\d{1,4})?$/;

/**
 * The schedule that is stored (§4): the Initial Assessment always days_from_start '0'; otherwise days_from_start
 * (dates cleared) when given, else start and end dates (days cleared). Returns a message when it cannot be used.
 */
export function scheduleOf(input: Pick<EvaluationDefinitionWrite, 'name' | 'days_from_start' | 'start_date' | 'end_date'>):
  { days_from_start: string | null; start_date: string | null; end_date: string | null } | { error: string } {
  if (isInitialAssessment(input.name)) return { days_from_start: '0', start_date: null, end_date: null };
  if (input.days_from_start !== null) {
    if (!DAYS.test(input.days_from_start)) return { error: EVALUATION_ADMIN_MESSAGES.daysFormat };
    const [from, to] = input.days_from_start.split(',').map((d) => Number(d.trim()));
    if (to !== undefined && to < from) return { error: EVALUATION_ADMIN_MESSAGES.daysFormat };
    return { days_from_start: to === undefined ? String(from) : `${from},${to}`, start_date: null, end_date: null };
  }
  if (!input.start_date || !input.end_date) return { error: EVALUATION_ADMIN_MESSAGES.scheduleRequired };
  if (input.end_date < input.start_date) return { error: EVALUATION_ADMIN_MESSAGES.datesOrder };
  return { days_from_start: null, start_date: input.start_date, end_date: input.end_date };
}
