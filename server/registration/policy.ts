// May someone register now? Not when the promotion is closed or its maximum is reached, and not before launch
// unless a pilot password cookie exists.
import { db, type Prisma } from '@/server/db';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { findContentItem } from '@/server/content/queries';
import { contentText } from '@/server/content/serialize';
import { hasPilotAccess } from '@/server/promotions/pilot';
import type { RegistrationBlockReason } from '@/lib/onboarding/constants';
import type { CanRegister } from '@/lib/onboarding/types';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

type Client = Prisma.TransactionClient | typeof db;

const DEFAULT_MESSAGES: Record<RegistrationBlockReason, string> = {
  closed: M.registrationClosed,
  max: M.registrationFull,
  not_launched: M.registrationNotLaunched,
};

/** Accounts that count toward max_registrations: every live account of the promotion. */
export function countRegistrations(promotionId: number, client: Client = db): Promise<number> {
  return client.user.count({ where: { promotion_id: promotionId, deleted_at: null } });
}

/** Why registration is blocked, or null. Checked in this order: closed, max, not launched. */
export async function registrationBlock(promotion: ResolvedPromotion, cookieHeader: string | null, client: Client = db): Promise<RegistrationBlockReason | null> {
  const { row, timeline } = promotion;
  if (row.is_closed || !timeline.is_registration_open || timeline.has_ended || timeline.is_disabled) return 'closed';
  if (row.max_registrations !== null && (await countRegistrations(promotion.id, client)) >= row.max_registrations) return 'max';
  if (!timeline.has_launched && !hasPilotAccess(cookieHeader, promotion)) return 'not_launched';
  return null;
}

/**
 * GET /promotions/{id}/can_register. The message is the text of content category 'registration_content', key
 * 'registration_{reason}' (registration_closed, registration_max, registration_not_launched) when there is one —
 * the welcome page's registration content — else the spec's default.
 */
export async function registrationStatus(promotion: ResolvedPromotion, cookieHeader: string | null): Promise<CanRegister> {
  const reason = await registrationBlock(promotion, cookieHeader);
  if (!reason) return { can_register: true, reason: null, message: null };
  const item = await findContentItem(promotion.id, 'registration_content', `registration_${reason}`);
  const custom = contentText(item?.content) || contentText(item?.title);
  return { can_register: false, reason, message: custom || DEFAULT_MESSAGES[reason] };
}
