// Inputs of the eligibility administration, shared by the route handlers and the forms.
import { z } from 'zod';
import { idSchema, INT4_MAX, paginationFields } from '@/lib/schemas';
import { ONBOARDING_MESSAGES } from '@/lib/onboarding/messages';
import { MAX_ELIGIBILITY_PAGE_SIZE, type EligibilityField } from './constants';
import { ELIGIBILITY_MESSAGES as M } from './messages';

const optionalText = z
  .string()
  .trim()
  .max(255, M.fieldTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** The identifier is checked by the service so that its message can name the promotion's label. */
export const eligibilityWriteSchema = z.object({
  identifier: z.string().max(255, M.identifierTooLong).nullish(),
  first_name: optionalText,
  last_name: optionalText,
  email: optionalText.pipe(z.email(M.invalidEmail).nullable()),
});
export type EligibilityWrite = z.infer<typeof eligibilityWriteSchema>;

/** Routes that name the promotion in the query (?promotion_id=). */
export const promotionQuerySchema = z.object({ promotion_id: idSchema('promotion_id').optional() });

/** GET /eligibilities?promotion_id&search&page&page_size&registered */
export const eligibilityListQuerySchema = promotionQuerySchema.extend({
  search: z.string().trim().max(100, M.searchTooLong).optional(),
  ...paginationFields(MAX_ELIGIBILITY_PAGE_SIZE),
});
export type EligibilityListQuery = z.infer<typeof eligibilityListQuerySchema>;

export const eligibilityParamsSchema = z.object({ eligId: idSchema('eligId') });
export const eligibilityFileParamsSchema = z.object({ fileId: idSchema('fileId') });

const columnName = z.string().max(200, M.columnNameTooLong);
/** Which column of the file fills each field (null: not loaded). */
const column = columnName.nullish().transform((v) => v || null);
export const columnMappingSchema = z.object({ identifier: column, first_name: column, last_name: column, email: column });
export type ColumnMapping = Record<EligibilityField, string | null>;

/** POST /eligibility_files/{id}/process {mapping} */
export const processFileSchema = z.object({ mapping: columnMappingSchema });

/** POST /eligibility_files/{id}/processing_status {status: 'canceled'}: the Cancel button. */
export const processingStatusSchema = z.object({ status: z.literal('canceled', M.statusCanceled) });

/** GET /promotions/{id}/users/check_eligibility/{identifier}. */
export const checkEligibilityParamSchema = z.object({
  id: z.union([z.literal('current'), z.coerce.number().int().positive().max(INT4_MAX)], { message: ONBOARDING_MESSAGES.promotionNotFound }),
  identifier: z.string().max(100),
});

/** GET /eligibility_files/{id}/rejected_rows?promotion_id&page&page_size */
export const rejectedRowsQuerySchema = promotionQuerySchema.extend(paginationFields(MAX_ELIGIBILITY_PAGE_SIZE));
