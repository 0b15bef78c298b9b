// The JSON of a stored email for the dev outbox (never the raw row: a new column must not leak by default).
import type { EmailRow, EmailSummaryRow } from './queries';

export function serializeEmailSummary(row: EmailSummaryRow) {
  return {
    id: row.id,
    promotion_id: row.promotion_id,
    to: row.to,
    from: row.from,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    error: row.error,
    sent_at: row.sent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export function serializeEmail(row: EmailRow) {
  return { ...serializeEmailSummary(row), html: row.html, text: row.text };
}

export type SerializedEmailSummary = ReturnType<typeof serializeEmailSummary>;
export type SerializedEmail = ReturnType<typeof serializeEmail>;
