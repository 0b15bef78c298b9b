// Inputs of the gift points calls, shared by the route handlers and the screens.
import { z } from 'zod';
import { idSchema } from '@/lib/schemas';

/** PUT /works/bonus_points/accept | decline {target_work_bonus_id}. */
export const answerGiftSchema = z.object({ target_work_bonus_id: idSchema('target_work_bonus_id') });
export type AnswerGiftBody = z.infer<typeof answerGiftSchema>;
