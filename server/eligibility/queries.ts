// Eligibility records: the promotion's list of people allowed to register,
// matched by identifier. A record is registered once user_id is set.
import { db, type Prisma, type DbClient } from '@/server/db';
import { findContentItem } from '@/server/content/queries';
import { contentText } from '@/server/content/serialize';
import { DEFAULT_ELIGIBILITY_LABEL, ELIGIBILITY_LABEL_CONTENT } from '@/lib/onboarding/constants';

export const eligibilitySelect = { id: true, promotion_id: true, identifier: true, first_name: true, last_name: true, email: true, user_id: true } as const;
export type EligibilityRow = Prisma.EligibilityGetPayload<{ select: typeof eligibilitySelect }>;

/** The promotion's name for the identifier: content 'eligibility'/'label' (title, else text), else 'Employee ID'. */
export async function eligibilityLabel(promotionId: number): Promise<string> {
  const item = await findContentItem(promotionId, ELIGIBILITY_LABEL_CONTENT.category, ELIGIBILITY_LABEL_CONTENT.key);
  return contentText(item?.title) || contentText(item?.content) || DEFAULT_ELIGIBILITY_LABEL;
}

/** By identifier within one promotion (eligibilities_promotion_id_identifier_key); another promotion's is null. */
export function findEligibilityByIdentifier(promotionId: number, identifier: string, client: DbClient = db): Promise<EligibilityRow | null> {
  return client.eligibility.findUnique({ where: { promotion_id_identifier: { promotion_id: promotionId, identifier } }, select: eligibilitySelect });
}
