// The addresses of a campaign email, checked and looked up: which are participants of the promotion, which have
// unsubscribed from all email (those are skipped when sending: unsubscribe is honoured for every email we send), and
// the language each one saved, read in the same query: a send of 300,000 looks nobody up one by one.
import 'server-only';
import { db } from '@/server/db';
import { Invalid } from '@/server/platform/errors';
import { recipientsProblem, splitRecipients } from '@/lib/emails/recipients';
import type { RecipientPreview } from '@/lib/emails/types';
import { PUSH_JOB_FILTER_IDS, type PushJobFilter } from '@/lib/push/filters';
import { audienceWhere } from '@/server/push/audience';

/** The typed addresses, lower-cased, or a 422 with the spec's message (blank, or the first malformed one). */
export function checkedRecipients(raw: string): string[] {
  const list = splitRecipients(raw);
  const problem = recipientsProblem(list);
  if (problem) throw new Invalid(problem);
  return [...new Set(list.map((e) => e.toLowerCase()))];
}

/** The typed addresses, or none when they are blank and filters choose the recipients instead. */
export function checkedRecipientsOrFilters(raw: string, filters: readonly string[]): string[] {
  return filters.length > 0 && splitRecipients(raw).length === 0 ? [] : checkedRecipients(raw);
}

/** A stored filters column as the filters this version knows; an unknown one is refused rather than widened. */
export function storedFilters(value: unknown): PushJobFilter[] {
  const list = Array.isArray(value) ? value : [];
  const unknown = list.find((f) => !(PUSH_JOB_FILTER_IDS as readonly unknown[]).includes(f));
  if (unknown !== undefined) throw new Error(`Unknown recipient filter: ${String(unknown)}`);
  return list as PushJobFilter[];
}

const recipientSelect = {
  id: true, email: true, locale: true, profile: { select: { first_name: true, last_name: true } }, email_subscription: { select: { email_unsubscribe_all: true } },
} as const;

/** A recipient as a send needs them: who they are (the preview's fields) and the language they saved (users.locale). */
export interface AudienceMember extends RecipientPreview {
  locale: string | null;
}

/** What the preview and the recipients' lookup answer: the saved language is not theirs to show. */
export const asPreview = ({ locale: _locale, ...recipient }: AudienceMember): RecipientPreview => recipient;

/**
 * Who an email reaches: the typed addresses, then every participant the filters match (AND-ed, as push jobs'; none
 * chosen: nobody more), each once. `limit` caps the list (a preview), never the typed ones.
 */
export async function emailAudience(promotionId: number, typed: readonly string[], filters: readonly PushJobFilter[], limit?: number): Promise<{ recipients: AudienceMember[]; count: number }> {
  const listed = await lookUpRecipients(promotionId, typed);
  if (filters.length === 0) return { recipients: listed, count: listed.length };
  const where = { ...(await audienceWhere(promotionId, { filters })), email: { notIn: [...typed] } };
  const [rows, more] = await Promise.all([
    db.user.findMany({ relationLoadStrategy: 'join', where, select: recipientSelect, orderBy: { id: 'asc' }, ...(limit !== undefined ? { take: limit } : {}) }),
    db.user.count({ where }),
  ]);
  const matched = rows.map((u): AudienceMember => ({
    email: u.email, user_id: u.id, name: `${u.profile?.first_name ?? ''} ${u.profile?.last_name ?? ''}`.trim() || null,
    unsubscribed: u.email_subscription?.email_unsubscribe_all ?? false, locale: u.locale,
  }));
  return { recipients: [...listed, ...matched], count: listed.length + more };
}

export async function lookUpRecipients(promotionId: number, emails: readonly string[]): Promise<AudienceMember[]> {
  if (emails.length === 0) return [];
  const users = await db.user.findMany({ relationLoadStrategy: 'join', where: { promotion_id: promotionId, deleted_at: null, email: { in: [...emails] } }, select: recipientSelect });
  const byEmail = new Map(users.map((u) => [u.email, u]));
  return emails.map((email) => {
    const u = byEmail.get(email);
    const name = u ? `${u.profile?.first_name ?? ''} ${u.profile?.last_name ?? ''}`.trim() || null : null;
    return { email, user_id: u?.id ?? null, name, unsubscribed: u?.email_subscription?.email_unsubscribe_all ?? false, locale: u?.locale ?? null };
  });
}
