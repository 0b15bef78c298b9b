// Whether registration is open now, with the facts the rule of ./policy.ts needs read from the database and the cookie.
import { db, type DbClient } from '@/server/db';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { findContentItem } from '@/server/content/queries';
import { contentText } from '@/server/content/serialize';
import { hasPilotAccess } from '@/server/promotions/pilot';
import type { RegistrationBlockReason } from '@/lib/onboarding/constants';
import type { CanRegister } from '@/lib/onboarding/types';
import { DEFAULT_BLOCK_MESSAGES, registrationBlockReason } from './policy';

/** Accounts that count toward max_registrations: every live account of the promotion. */
export function countRegistrations(promotionId: number, client: DbClient = db): Promise<number> {
  return client.user.count({ where: { promotion_id: promotionId, deleted_at: null } });
}

/** Why registration is blocked, or null (the accounts are counted only when the promotion has a maximum). */
export async function registrationBlock(promotion: ResolvedPromotion, cookieHeader: string | null, client: DbClient = db): Promise<RegistrationBlockReason | null> {
  const registrations = promotion.row.max_registrations === null ? 0 : await countRegistrations(promotion.id, client);
  return registrationBlockReason(promotion, { registrations, pilotAccess: hasPilotAccess(cookieHeader, promotion) });
}

/**
 * GET /promotions/{id}/can_register. The message is the text of content category 'registration_content', key
 * 'registration_{reason}' (registration_closed, registration_max, registration_not_launched) when there is one —
 * the welcome page's registration content — else the spec's default.
 */
export async function registrationStatus(promotion: ResolvedPromotion, cookieHeader: string | null, locale?: string): Promise<CanRegister> {
  const reason = await registrationBlock(promotion, cookieHeader);
  if (!reason) return { can_register: true, reason: null, message: null };
  // In the reader's language when the content has a translation in it (issue 36).
  const item = await findContentItem(promotion.id, 'registration_content', `registration_${reason}`, locale);
  const custom = contentText(item?.content) || contentText(item?.title);
  return { can_register: false, reason, message: custom || DEFAULT_BLOCK_MESSAGES[reason] };
}

/**
 * May people without an account be invited by email (friends, teams)? Only while they could register: not when
 * registration is closed or the promotion is full. Before launch the invitation waits for the launch (the link works
 * from then on).
 */
export async function canInviteByEmail(promotion: ResolvedPromotion): Promise<boolean> {
  const reason = await registrationBlock(promotion, null);
  return reason === null || reason === 'not_launched';
}
