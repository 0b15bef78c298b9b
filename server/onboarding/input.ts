// Input helpers of the onboarding routes. Their messages are shown to participants as they are, so zod issues
// become the schema's own sentences (no "field: " prefix as the generic wrapper adds).
import { z } from 'zod';
import { AppError } from '@/server/http/errors';
import type { HostContext, ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@/lib/password-policy';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

/** Route-level body schema: any JSON object; the handler parses it with parseInput. */
export const jsonObjectBody = z.record(z.string(), z.unknown(), { message: M.bodyMustBeObject });

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(422, [...new Set(result.error.issues.map((issue) => issue.message))]);
  return result.data;
}

/** `/promotions/{id}/…` param: a number or 'current'. */
export const promotionIdParamSchema = z.object({
  id: z.union([z.literal('current'), z.coerce.number().int().positive()], { message: M.promotionNotFound }),
});

/** The host's promotion, which must be the one the path names; another promotion's id is a 404, never a leak. */
export function promotionOfPath(promotion: ResolvedPromotion | null, id: number | 'current'): ResolvedPromotion {
  if (!promotion || (id !== 'current' && id !== promotion.id)) throw new AppError(404, M.promotionNotFound);
  return promotion;
}

/**
 * Whose accounts a public account call (forgot, reset, validate, unsubscribe) looks at: the host promotion's
 * participants, or on the dashboard host the cross-promotion accounts (promotion_id null). Unknown hosts are 404.
 */
export interface AccountScope {
  promotionId: number | null;
  promotion: ResolvedPromotion | null;
  passwordPolicy: PasswordPolicy;
}

export function accountScope(host: HostContext): AccountScope {
  if (host.isDashboard) return { promotionId: null, promotion: null, passwordPolicy: DEFAULT_PASSWORD_POLICY };
  if (!host.promotion) throw new AppError(404, M.promotionNotFound);
  return { promotionId: host.promotion.id, promotion: host.promotion, passwordPolicy: host.promotion.passwordPolicy };
}
