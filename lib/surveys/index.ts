// User surveys (administration.md §2 "/emotional_fitness_survey", §5 "Survey end date", §7, §9 "Survey answers range
// from 1 to 7"): the Flourishing Scale's statements, the answer scale, messages, wire shapes and inputs. Shared by the
// API (server/surveys), the master's editor and the participant's survey screen.
import { z } from 'zod';
import { addDays } from '@/lib/promotion-dates';
import { isoDaySchema } from '@/lib/schemas';

export const SURVEY_ANSWER_MIN = 1;
export const SURVEY_ANSWER_MAX = 7;
/** The 1-7 scale of the Flourishing Scale (Diener et al., 2009). */
export const SURVEY_SCALE = [
  { value: 1, label: 'Strongly disagree' },
  { value: 2, label: 'Disagree' },
  { value: 3, label: 'Slightly disagree' },
  { value: 4, label: 'Neither agree nor disagree' },
  { value: 5, label: 'Slightly agree' },
  { value: 6, label: 'Agree' },
  { value: 7, label: 'Strongly agree' },
] as const;

export const SURVEY_KINDS = ['flourishing', 'custom'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

export const FLOURISHING_NAME = 'Flourishing Scale';
export const FLOURISHING_MESSAGE = 'How much do you agree with each statement? There are no right answers — go with your first feeling.';
export { FLOURISHING_STATEMENTS } from './flourishing';

export const SURVEY_MESSAGES = {
  load: 'Could not load survey.',
  notFound: 'Survey could not be found', // ours
  save: 'Could not save survey.', // ours
  promotionRequired: 'promotion_id is required.', // ours
  oneFlourishing: 'This promotion already has a Flourishing Scale.', // ours
  questionsRequired: 'A survey needs at least one statement.', // ours
  answerRange: (prompt: string) => `Choose an answer from ${SURVEY_ANSWER_MIN} to ${SURVEY_ANSWER_MAX} for “${prompt}”.`, // ours
  unknownQuestion: (name: string) => `Unknown question: ${name}.`, // ours
  alreadyCompleted: 'You have already answered this survey.', // ours
  notOpen: 'This survey is not open right now.', // ours
  endBeforeStart: 'The end date cannot be before the program starts.', // ours
  saved: 'Thank you! Your answers are saved.', // ours
} as const;

export interface SurveyQuestion {
  name: string;
  prompt: string;
}

export interface UserSurveyDefinition {
  id: number;
  promotion_id: number;
  kind: SurveyKind;
  name: string;
  message: string | null;
  /** '0,{n}': open from day 0 to day n of the program; null: open through the program. */
  days_from_start: string | null;
  /** The last open day, from days_from_start (null without one). */
  end_date: string | null;
  questions: SurveyQuestion[];
  is_active: boolean;
  surveys_count: number;
}

/** A survey as the participant sees it. */
export interface ParticipantSurvey {
  id: number;
  name: string;
  message: string | null;
  questions: SurveyQuestion[];
  is_open: boolean;
  is_completed: boolean;
}

/** §5: an end date sets days_from_start '0,{days since start + 1}'. */
export function surveyWindowDays(programStartsOn: string, endDate: string): string {
  const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${programStartsOn}T00:00:00Z`)) / 86_400_000);
  return `0,${days + 1}`;
}

/** The last open day of a '0,{n}' window (n counts the days since start plus one). */
export function surveyEndDate(programStartsOn: string, daysFromStart: string | null): string | null {
  const to = daysFromStart?.split(',')[1];
  return to === undefined ? null : addDays(programStartsOn, Number(to) - 1);
}

/** Statements edited one per line, or a list; names q1…qn unless given. */
export function questionsFrom(value: string | readonly (string | { name?: string; prompt: string })[]): SurveyQuestion[] {
  const items = typeof value === 'string' ? value.split(/\r?\n/) : value;
  const prompts = items.map((i) => (typeof i === 'string' ? { prompt: i } : i)).map((i) => ({ ...i, prompt: i.prompt.trim() })).filter((i) => i.prompt);
  return prompts.map((q, index) => ({ name: q.name?.trim() || `q${index + 1}`, prompt: q.prompt }));
}

const day = isoDaySchema.refine((v) => v >= '2000-01-01' && v <= '2099-12-31', 'must be a date between 2000 and 2099');
const questionItem = z.union([
  z.string().max(500, 'A statement must be at most 500 characters.'),
  z.object({ name: z.string().regex(/^[A-Za-z0-9_]{1,40}$/, 'A question name is letters, digits and _.').optional(), prompt: z.string().max(500, 'A statement must be at most 500 characters.') }),
]);

export const userSurveyDefWriteSchema = z.object({
  promotion_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  kind: z.enum(SURVEY_KINDS, { message: 'Kind must be flourishing or custom.' }).default('custom'),
  name: z.string().trim().min(1, 'Name is required.').max(120, 'Name must be at most 120 characters.'),
  message: z.string().trim().max(2000, 'Message must be at most 2000 characters.').nullish().transform((v) => v || null),
  /** The window's last day: days_from_start becomes '0,{days since start + 1}'. Null: open through the program. */
  end_date: day.nullish().transform((v) => v ?? null),
  /** Statements one per line, or a list (strings or {name, prompt}); the Flourishing Scale's 8 when left out. */
  questions: z.union([z.string().max(20_000, 'Statements are too long.'), z.array(questionItem).max(50, 'At most 50 statements.')]).optional(),
  is_active: z.boolean().default(true),
});
export type UserSurveyDefWrite = z.infer<typeof userSurveyDefWriteSchema>;

export const userSurveyAnswerSchema = z.object({
  user_survey_def_id: z.coerce.number().int().positive().max(2_147_483_647),
  answers: z.record(z.string().max(40), z.unknown()),
});
