// Route inputs of /works/bonus_points (the answer body: lib/gifts/schemas.ts).
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from '@/lib/schemas';

export const giftTargetParamSchema = z.object({ user_id: idSchema('User id') });

/** GET /works/bonus_points/eligible (page_size 0: all, as the spec's gifting screen asks). */
export const eligibleQuerySchema = paginationQuerySchema;
