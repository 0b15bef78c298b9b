// Inputs of the gift points calls, shared by the route handlers and the screens.
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from '@/lib/schemas';

/** PUT /works/bonus_points/accept | decline {target_work_bonus_id}. */
export const answerGiftSchema = z.object({ target_work_bonus_id: idSchema('target_work_bonus_id') });
export type AnswerGiftBody = z.infer<typeof answerGiftSchema>;

// Route inputs of /works/bonus_points.
export const giftTargetParamSchema = z.object({ user_id: idSchema('User id') });

/** GET /works/bonus_points/eligible (page_size 0: all, as the spec's gifting screen asks). */
export const eligibleQuerySchema = paginationQuerySchema;
