// Reads of email_messages and the promotion details an email needs.
import { db } from '@/server/db';
import type { Page } from '@/server/platform/pagination';
import type { PromotionLabelColumns } from '@/server/i18n/promotion-labels';

/**
 * Lifecycle of a stored email: queued → sending (claimed by one delivery) → sent (SMTP) | captured (no SMTP_URL) |
 * failed (the mail server refused or was unreachable: retried by pg-boss) | unknown (the worker stopped while handing it
 * over: never sent again automatically, so nobody gets it twice — server/mail/deliver.ts).
 */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'captured', 'failed', 'unknown'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const DELIVERED_STATUSES: readonly EmailStatus[] = ['sent', 'captured'];

export const emailSummarySelect = {
  id: true, promotion_id: true, to: true, from: true, subject: true, kind: true, status: true, error: true,
  sent_at: true, created_at: true,
} as const;

export const emailSelect = { ...emailSummarySelect, html: true, text: true } as const;

export type EmailSummaryRow = NonNullable<Awaited<ReturnType<typeof listEmailMessages>>>['rows'][number];
export type EmailRow = NonNullable<Awaited<ReturnType<typeof findEmailMessage>>>;

export function findEmailMessage(id: number) {
  return db.emailMessage.findUnique({ where: { id }, select: emailSelect });
}

/** The row with its sealed secrets, for delivery only (never for the outbox). */
export function findEmailForDelivery(id: number) {
  return db.emailMessage.findUnique({ where: { id }, select: { ...emailSelect, sealed_secrets: true } });
}

/** Newest first (served by the created_at index; with `to`, by the [to, created_at] index). */
export async function listEmailMessages(page: Page, filter: { to?: string } = {}) {
  const where = filter.to ? { to: filter.to } : {};
  const [rows, total] = await Promise.all([
    db.emailMessage.findMany({
      where, select: emailSummarySelect, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take,
    }),
    db.emailMessage.count({ where }),
  ]);
  return { rows, total };
}

export interface PromotionBranding {
  subdomain: string;
  programName: string;
  /** The labels it configured, for texts that name them (server/i18n/promotion-labels.ts). */
  labels: PromotionLabelColumns;
}

export const DEFAULT_PROGRAM_NAME = 'Renew';

/** The promotion's columns an email's branding is made of (a sender reading the promotion anyway selects them too). */
export const brandingSelect = {
  subdomain: true, name: true, program_name: true, point_label: true, point_label_plural: true, friend_label: true, friend_label_plural: true, wall_label: true,
} as const;

type BrandingRow = { subdomain: string; name: string; program_name: string | null } & Required<{ [K in keyof PromotionLabelColumns]: string | null }>;

export function brandingOf(row: BrandingRow): PromotionBranding {
  const { subdomain, name, program_name: programName, point_label, point_label_plural, friend_label, friend_label_plural, wall_label } = row;
  return { subdomain, programName: programName?.trim() || name, labels: { point_label, point_label_plural, friend_label, friend_label_plural, wall_label } };
}

/** What an email of this promotion shows and links to; null promotion: the dashboard and the product name. */
export async function findPromotionBranding(promotionId: number | null): Promise<PromotionBranding | null> {
  if (promotionId === null) return null;
  const row = await db.promotion.findUnique({ where: { id: promotionId }, select: brandingSelect });
  if (!row) throw new Error(`Promotion ${promotionId} does not exist; cannot address an email for it.`);
  return brandingOf(row);
}
