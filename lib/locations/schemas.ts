// Inputs of the location tree editor (/locations/view).
import { z } from 'zod';
import { idSchema } from '@/lib/schemas';
import { LOCATION_MESSAGES as M } from './messages';

const tag = z.string().trim().max(60, M.tagTooLong).nullish().transform((v) => v || null);

/** POST /locations?promotion_id and PUT /locations/{id}: a name, a tag, and the parent (null: top level). */
export const locationWriteSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(120, M.nameTooLong),
  tag,
  parent_location_id: idSchema('parent_location_id').nullish(),
});
export type LocationWrite = z.infer<typeof locationWriteSchema>;

/** POST /locations/reorder?promotion_id {parent_location_id, sequence}: the children of one parent in their order. */
export const locationReorderSchema = z.object({
  parent_location_id: idSchema('parent_location_id').nullable().default(null),
  sequence: z.array(idSchema('sequence')).min(1, M.sequenceEmpty).max(1000, M.sequenceTooLong),
});
export type LocationReorder = z.infer<typeof locationReorderSchema>;

export const locationParamsSchema = z.object({ locationId: idSchema('locationId') });
export const locationQuerySchema = z.object({ promotion_id: idSchema('promotion_id').optional() });
/** The location editor's writes: on the dashboard, naming the promotion (like every promotion administration call). */
export const locationAdminQuerySchema = z.object({ promotion_id: idSchema('promotion_id') });
