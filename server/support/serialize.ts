// The JSON of a stored contact request and feedback (lib/support/types.ts). The browser info and the sender's user id
// stay on the server.
import type { ContactRequest, Feedback } from '@/lib/support/types';

export interface ContactRequestRow {
  id: number; first_name: string; last_name: string; organization: string | null; email: string; subject: string | null;
  message: string; extra_tags: string[]; created_at: Date;
}

export interface FeedbackRow {
  id: number; name: string; email: string; feedback: string; request_url: string | null; created_at: Date;
}

export function serializeContactRequest(row: ContactRequestRow): ContactRequest {
  return {
    id: row.id, first_name: row.first_name, last_name: row.last_name, organization: row.organization, email: row.email,
    subject: row.subject, message: row.message, extra_tags: row.extra_tags, created_at: row.created_at.toISOString(),
  };
}

export function serializeFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id, name: row.name, email: row.email, feedback: row.feedback, request_url: row.request_url,
    created_at: row.created_at.toISOString(),
  };
}
