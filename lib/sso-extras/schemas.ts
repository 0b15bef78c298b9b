import { z } from 'zod';
import { idSchema } from '@/lib/schemas';
import { SSO_EXTRA_DATA_TYPES, SSO_EXTRA_MESSAGES as M } from './types';

const path = z
  .string()
  .trim()
  .max(200, M.pathTooLong)
  .regex(/^$|^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, M.pathDotted)
  .nullish()
  .transform((v) => v || null);

/** POST/PUT /promotions/{id}/sso_extras: data_type defaults to string, path to custom_fields.{name}. */
export const ssoExtraWriteSchema = z.object({
  name: z.string().trim().max(120, M.nameTooLong).nullish().transform((v) => v || null),
  data_type: z.enum(SSO_EXTRA_DATA_TYPES, M.dataType).default('string'),
  path,
});
export type SsoExtraWrite = z.infer<typeof ssoExtraWriteSchema>;

export const ssoExtraParamsSchema = z.object({ id: idSchema('id'), extraId: idSchema('extraId') });
