// Super users' JSON (docs/administration-access.md "Navigation and access"): the grouped promotion picker, covered
// promotions and locked accounts of dashboard settings. Built by server/super-users/queries.ts.
import { z } from 'zod';

export interface PromotionGroup {
  organization: { id: number; name: string };
  promotions: { id: number; name: string; subdomain: string; starts_on: string | null; ends_on: string | null; is_parent: boolean }[];
}
export interface CoveredPromotion {
  id: number;
  name: string;
  subdomain: string;
  organization_name: string;
}
export interface SuperCoordinator {
  id: number;
  email: string;
  name: string;
  covered_count: number;
}
export interface LockedAccount {
  id: number;
  email: string;
  name: string;
  promotion: { id: number; name: string } | null;
}

export const SUPER_USER_MESSAGES = {
  groupedFailed: 'Grouped Promotions could not be loaded.',
  superCoordinatorNotFound: 'Super Coordinator could not be found',
  promotionNotFound: 'Promotion could not be loaded.',
  alreadyCovered: 'That promotion is already covered.',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const groupedQuerySchema = z.object({ parent_promotion_id: id.optional() }).strict();
export const coverBodySchema = z.object({ promotion_id: id }).strict();
export const coverParamsSchema = z.object({ id, promotion_id: id });
