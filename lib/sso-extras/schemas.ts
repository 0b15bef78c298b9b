import { z } from 'zod';
import { idSchema } from '@/lib/schemas';
import { SSO_EXTRA_DATA_TYPES } from './types';

const path = z
  .string()
  .trim()
  .max(200, 'path must be at most 200 characters')
  .regex(/^$|^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, 'path is dotted names (custom_fields.department).')
  .nullish()
  .transform((v) => v || null);

/** POST/PUT /promotions/{id}/sso_extras: data_type defaults to string, path to custom_fields.{name}. */
export const ssoExtraWriteSchema = z.object({
  name: z.string().trim().max(120, 'name must be at most 120 characters').nullish().transform((v) => v || null),
  data_type: z.enum(SSO_EXTRA_DATA_TYPES, 'data_type must be string, integer, boolean or date').default('string'),
  path,
});
export type SsoExtraWrite = z.infer<typeof ssoExtraWriteSchema>;

export const ssoExtraParamsSchema = z.object({ id: idSchema('id'), extraId: idSchema('extraId') });
