// Consent (docs/privacy.md): the privacy policy version a person accepted and their cookie choice, each with its time,
// recorded at registration and on every change, each change audited under the person.
import 'server-only';
import { db } from '@/server/db';
import { recordAudit } from '@/server/audit/record';
import { PRIVACY_POLICY_VERSION } from '@/lib/privacy/constants';
import type { ConsentBody, ConsentState, CookieChoice } from '@/lib/privacy/schemas';

const consentSelect = { privacy_policy_version: true, privacy_policy_accepted_at: true, cookie_choice: true, cookie_choice_at: true } as const;
type ConsentRow = { privacy_policy_version: string | null; privacy_policy_accepted_at: Date | null; cookie_choice: string | null; cookie_choice_at: Date | null };

/** What a new account records: registering is accepting the policy the form links to. */
export const consentAtRegistration = (now = new Date()) => ({ privacy_policy_version: PRIVACY_POLICY_VERSION, privacy_policy_accepted_at: now });

export { CONSENT_MESSAGES } from '@/lib/privacy/messages';

/** `viewedAs`: an administrator views the program as the person, who alone may answer (ask_now stays false). */
function serialize(row: ConsentRow, viewedAs = false): ConsentState {
  const pending = row.privacy_policy_version !== PRIVACY_POLICY_VERSION;
  return {
    privacy_policy_version: row.privacy_policy_version,
    privacy_policy_accepted_at: row.privacy_policy_accepted_at?.toISOString() ?? null,
    current_privacy_policy_version: PRIVACY_POLICY_VERSION,
    privacy_policy_pending: pending,
    ask_now: pending && !viewedAs,
    viewed_as: viewedAs,
    cookie_choice: (row.cookie_choice as CookieChoice | null) ?? null,
    cookie_choice_at: row.cookie_choice_at?.toISOString() ?? null,
  };
}

export async function consentOf(userId: number, viewedAs = false): Promise<ConsentState> {
  return serialize(await db.user.findUniqueOrThrow({ where: { id: userId }, select: consentSelect }), viewedAs);
}

export async function recordConsent(user: { id: number; promotion_id: number | null }, body: ConsentBody, ip: string | null): Promise<ConsentState> {
  const now = new Date();
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: consentSelect });
    const after = await tx.user.update({
      where: { id: user.id },
      data: {
        ...(body.privacy_policy_version ? { privacy_policy_version: body.privacy_policy_version, privacy_policy_accepted_at: now } : {}),
        ...(body.cookie_choice ? { cookie_choice: body.cookie_choice, cookie_choice_at: now } : {}),
      },
      select: consentSelect,
    });
    await recordAudit(tx, {
      actorId: user.id, action: 'consent', recordType: 'User', recordId: user.id, promotionId: user.promotion_id, ip,
      before: { privacy_policy_version: before.privacy_policy_version, cookie_choice: before.cookie_choice },
      after: { privacy_policy_version: after.privacy_policy_version, cookie_choice: after.cookie_choice, at: now.toISOString() },
    });
    return serialize(after);
  });
}
