// Who a digest goes to. Only participants of a promotion are emailed (posters and dashboard accounts read their
// notifications where they work), and never a deleted or locked account.
import { db } from '@/server/db';
import { PARTICIPANT_ROLES } from '@/lib/roles';

export interface DigestRecipient {
  email: string;
  promotionId: number;
  subdomain: string;
  firstName: string | null;
}

export async function findDigestRecipient(userId: number): Promise<DigestRecipient | null> {
  const user = await db.user.findFirst({
    where: { id: userId, deleted_at: null, is_locked: false, role: { in: [...PARTICIPANT_ROLES] }, promotion_id: { not: null } },
    select: { email: true, promotion_id: true, promotion: { select: { subdomain: true } }, profile: { select: { first_name: true } } },
  });
  if (!user || user.promotion_id === null || !user.promotion) return null;
  return { email: user.email, promotionId: user.promotion_id, subdomain: user.promotion.subdomain, firstName: user.profile?.first_name ?? null };
}
