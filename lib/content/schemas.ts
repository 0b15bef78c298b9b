// Route inputs of the content calls (the editor's body: ./admin-schema.ts).
import { z } from 'zod';
import { idSchema, promotionChildParamSchema } from '@/lib/schemas';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { CONTENT_ADMIN_MESSAGES } from './admin-rules';
import { categorySchema } from './admin-schema';

/** GET/PUT/DELETE /custom_content/{id}. */
export const contentIdParamSchema = z.object({ id: idSchema('id', M.contentNotFound) });
/** GET /custom_content/{id}?promotion_id: on the dashboard host, the promotion whose row is read. */
export const contentQuerySchema = z.object({ promotion_id: idSchema('promotion_id').optional() });

/** POST /promotions/{id}/custom_content/{contentId}/reset. */
export const contentResetParamSchema = promotionChildParamSchema('contentId', CONTENT_ADMIN_MESSAGES.reset);

/** POST /promotions/{id}/custom_content/reorder?category=&hidden=. */
export const contentReorderQuerySchema = z.object({
  category: categorySchema,
  /** hidden=true: the list names the hidden items too; otherwise the visible ones, and the hidden follow them. */
  hidden: z.enum(['true', 'false'], { message: CONTENT_ADMIN_MESSAGES.hiddenBoolean }).optional(),
});
