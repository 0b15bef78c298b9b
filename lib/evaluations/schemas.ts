// Request shapes of evaluations (POST /evaluations with evaluation_definition_id and answers), shared by the screen and
// the API. Per-question rules live in ./answers.ts.
import { z } from 'zod';
import { idSchema } from '@/lib/schemas';
import { EVALUATION_MESSAGES as M } from './messages';
import { MAX_ANSWER_LENGTH } from './constants';

const answerValue = z.union([z.string().max(MAX_ANSWER_LENGTH * 2), z.number(), z.boolean(), z.null()], { message: M.couldNotSave });

/** Answers keyed by question name. */
export const answersSchema = z.record(z.string().max(100), answerValue, { message: M.couldNotSave });

export const submitEvaluationSchema = z.object(
  {
    evaluation_definition_id: idSchema('evaluation_definition_id', M.couldNotSave),
    answers: answersSchema.default({}),
    /** Defaults to the promotion's current week; it must be at least 1. */
    week_number: z.coerce.number({ message: M.weekNumber }).int(M.weekNumber).min(1, M.weekNumber).optional(),
  },
  { message: M.couldNotSave },
);

export type SubmitEvaluationInput = z.infer<typeof submitEvaluationSchema>;

/** GET /evaluation_definitions on the dashboard: the promotion's definitions. */
export const definitionListQuerySchema = z.object({ promotion_id: idSchema('promotion_id') });

/** GET /evaluation_definitions/{id} on a promotion's host: an id or a definition's key. */
export const definitionRefParamSchema = z.object({ id: z.string() });
