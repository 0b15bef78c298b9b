// The addresses of a campaign email, checked and looked up: which are participants of the promotion, and which have
// unsubscribed from all email (those are skipped when sending: unsubscribe is honoured for every email we send).
import 'server-only';
import { db } from '@/server/db';
import { AppError } from '@/server/http/errors';
import { recipientsProblem, splitRecipients } from '@/lib/emails/recipients';
import type { RecipientPreview } from '@/lib/emails/types';

/** The typed addresses, lower-cased, or a 422 with the spec's message (blank, or the first malformed one). */
export function checkedRecipients(raw: string): string[] {
  const list = splitRecipients(raw);
  const problem = recipientsProblem(list);
  if (problem) throw new AppError(422, problem);
  return [...new Set(list.map((e) => e.toLowerCase()))];
}

export async function lookUpRecipients(promotionId: number, emails: readonly string[]): Promise<RecipientPreview[]> {
  const users = await db.user.findMany({
    where: { promotion_id: promotionId, deleted_at: null, email: { in: [...emails] } },
    select: { id: true, email: true, profile: { select: { first_name: true, last_name: true } }, email_subscription: { select: { email_unsubscribe_all: true } } },
  });
  const byEmail = new Map(users.map((u) => [u.email, u]));
  return emails.map((email) => {
    const u = byEmail.get(email);
    const name = u ? `${u.profile?.first_name ?? ''} ${u.profile?.last_name ?? ''}`.trim() || null : null;
    return { email, user_id: u?.id ?? null, name, unsubscribed: u?.email_subscription?.email_unsubscribe_all ?? false };
  });
}
