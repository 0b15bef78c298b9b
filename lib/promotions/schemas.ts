// Route inputs of /promotions and of the promotion's administered rows (/promotions/{id}/<rows>/{rowId}).
import { z } from 'zod';
import { idSchema, paginationFields, promotionChildParamSchema, queryBoolean } from '@/lib/schemas';
import { PROMOTION_SORTS } from './admin-schema';
import { PROMOTION_ADMIN_MESSAGES as M } from './admin-rules';

/** GET /promotions: the master's table, filtered, searched, sorted and paged on the server. */
export const promotionListQuerySchema = z.object({
  ...paginationFields(),
  q: z.string().trim().max(100, M.searchTooLong).optional(),
  // organization_id and reseller_id as the API names them; org_id as the screen's URL does.
  organization_id: idSchema('organization_id').optional(),
  org_id: idSchema('org_id').optional(),
  reseller_id: idSchema('reseller_id').optional(),
  parent_promotion_id: idSchema('parent_promotion_id').optional(),
  is_parent: queryBoolean.optional(),
  active: queryBoolean.optional(),
  sort: z.enum(PROMOTION_SORTS, { message: M.sortOneOf(PROMOTION_SORTS.join(', ')) }).default('name'),
  direction: z.enum(['asc', 'desc'], { message: M.directionOneOf }).default('asc'),
});

/** GET /promotions/{id}: an id, or 'current' (the host's promotion). */
export const promotionRefParamSchema = z.object({ id: z.union([z.literal('current'), idSchema('id')]) });

/** DELETE /promotions/{id}: the typed confirmation. */
export const promotionDeleteBodySchema = z.object({ confirmation: z.string().max(500).optional() }).strict();

/** GET /promotions/{id}/competitions?new=true: the blank competition the form starts from. */
export const competitionsQuerySchema = z.object({ new: z.enum(['true']).optional() });

// The promotion's rows the administration edits, by their own id under the promotion's.
export const promotionBadgeParamSchema = promotionChildParamSchema('badgeId');
export const promotionBehaviorParamSchema = promotionChildParamSchema('behaviorId');
export const promotionCompetitionParamSchema = promotionChildParamSchema('competitionId');
export const promotionCustomPromptParamSchema = promotionChildParamSchema('promptId');
export const promotionDefinitionParamSchema = promotionChildParamSchema('definitionId');
export const promotionLevelParamSchema = promotionChildParamSchema('levelId');
export const promotionThresholdParamSchema = promotionChildParamSchema('thresholdId');
export const promotionReportParamSchema = promotionChildParamSchema('reportId');
