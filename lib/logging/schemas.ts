// Request shapes of the daily loop (logging, user activities, quiz answers, entries, user scenes), shared by the
// route handlers and the client's API calls. Messages say what is wrong in words a participant can read.
import { z } from 'zod';
import { CATEGORY_KEYS } from '@/lib/activities/categories';
import { idSchema, isoDaySchema, paginationFields, queryBoolean } from '@/lib/schemas';
import { FEELS_VALUES } from './constants';
import { LOGGING_MESSAGES as M } from './messages';

const pageFields = paginationFields();

// GET /api/logging?dt=&page=&page_size= (page and page_size page the previous scenes)
export const loggingQuerySchema = z.object({ dt: isoDaySchema.optional(), ...pageFields });

// POST /api/logging: log the loggable act into a free tile of a loggable scene
export const logBodySchema = z
  .object({
    activity_id: idSchema('activity_id'),
    tile_number: z.number().int(M.tileNumberWhole).min(0, M.tileNumberMin).optional(),
    dt: isoDaySchema.optional(),
  })
  .strict();

// PUT /api/user_scenes/{id}: archive a finished scene ('finished work' dialog)
export const userSceneUpdateSchema = z.object({ is_archived: z.boolean({ message: M.isArchivedBoolean }) }).strict();

/** GET /api/user_activities?filter=: these, or a category key. */
export const USER_ACTIVITY_FILTERS = ['all', 'logged', 'pending', 'bookmarked', 'inactive'] as const;
const userActivityFilters = [...USER_ACTIVITY_FILTERS, ...CATEGORY_KEYS] as const;

// GET /api/user_activities
export const userActivitiesQuerySchema = z.object({
  filter: z.enum(userActivityFilters, { message: M.filterOneOf(userActivityFilters.join(', ')) }).optional(),
  wk: z.coerce.number().int().min(1, M.weekMin).max(520, M.weekPastEnd).optional(),
  active_only: queryBoolean.optional(),
  ...pageFields,
});

// POST /api/user_activities: add an activity (no recorded_on: it waits on the home screen for a tile) or log it to
// a day (recorded_on, api_version 2 date selection).
export const createUserActivitySchema = z
  .object({
    activity_id: idSchema('activity_id'),
    recorded_on: isoDaySchema.optional(),
    tile_number: z.number().int().min(0, M.tileNumberMin).optional(),
    answer_idx: z.number().int().min(0, M.answerIndexMin).optional(),
  })
  .strict();

const feelsValueSchema = z
  .number()
  .int()
  .refine((v) => (FEELS_VALUES as readonly number[]).includes(v), M.feelsValue)
  .nullable();

// PUT /api/user_activities/{id}: deactivate/activate, or how it felt
export const updateUserActivitySchema = z
  .object({ is_active: z.boolean().optional(), feels_value: feelsValueSchema.optional() })
  .strict()
  .refine((v) => v.is_active !== undefined || v.feels_value !== undefined, M.activeOrFeels);

// POST /api/user_activities/check_answer
export const checkAnswerSchema = z.object({ activity_id: idSchema('activity_id'), answer_idx: z.number().int().min(0, M.answerIndexMin) }).strict();

// GET /api/user_quiz_answers?activity_id=
export const quizAnswersQuerySchema = z.object({ activity_id: idSchema('activity_id') });

// POST /api/user_quiz_answers/{activity_id}
export const quizAnswerParamSchema = z.object({ activity_id: idSchema('activity_id') });
export const quizAnswerBodySchema = z.object({ answer_idx: z.number({ message: M.answerIndexRequired }).int().min(0, M.answerIndexMin) }).strict();

// GET /api/entries?wk=
export const entriesQuerySchema = z.object({ wk: z.coerce.number().int().min(1, M.weekMin).max(520, M.weekPastEnd).optional() });

// PUT /api/entries/{id}
export const updateEntrySchema = z
  .object({
    entry_activities: z
      .array(z.object({ id: idSchema('entry activity id'), feels_value: feelsValueSchema }).strict())
      .max(50, M.tooManyEntryActivities),
  })
  .strict();
