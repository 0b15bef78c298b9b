// Inputs of the duos calls, shared by the route handlers and the screens' forms.
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from '@/lib/schemas';

/** POST /duos {receiver_id, duo_template_id}: invite a friend to a duo. */
export const createDuoSchema = z.object({
  receiver_id: idSchema('receiver_id'),
  duo_template_id: idSchema('duo_template_id'),
});
export type CreateDuoInput = z.infer<typeof createDuoSchema>;

/** PUT /duos/archive {id?}: the caller's completed duos, or the one named. */
export const archiveDuosSchema = z.object({ id: idSchema('id').nullish() }).nullish().transform((b) => ({ id: b?.id ?? null }));
export type ArchiveDuosInput = z.infer<typeof archiveDuosSchema>;

/** POST /duo_pair_queues {user_id}: the caller joins the queue (user_id must be the caller; optional). */
export const joinPairQueueSchema = z.object({ user_id: idSchema('user_id').nullish() }).nullish().transform((b) => ({ user_id: b?.user_id ?? null }));
export type JoinPairQueueInput = z.infer<typeof joinPairQueueSchema>;

export const duoIdParamSchema = z.object({ id: idSchema('Duo id') });
export const duoTemplateIdParamSchema = z.object({ id: idSchema('Duo template id') });
export const pairQueueIdParamSchema = z.object({ id: idSchema('Pair Me entry id') });

/** GET /duo_templates, GET /duo_friends: the whole list (page_size 0, the default); promotion_id must be the host's. */
export const duoListQuerySchema = paginationQuerySchema.extend({ promotion_id: z.string().optional() });
/** The other duo calls: the spec's clients may send the promotion (the host's is the one used). */
export const duoPromotionQuerySchema = z.object({ promotion_id: z.string().optional() });
