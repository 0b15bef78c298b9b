// The JSON of one-time and test emails (server/one-time-emails/serialize.ts, serializeTestEmail in server/test-emails/mutations.ts).
export type CustomEmailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'canceled';

export interface CustomEmailJson {
  id: number;
  promotion_id: number;
  subject: string;
  body: string;
  recipients: string;
  one_time_recipients: string[];
  /** Participant filters (ids of the push job filters); their matches are added when it is sent. */
  filters: string[];
  /** The instant (ISO) and its wall-clock in time_zone. */
  send_at: string;
  send_at_local: string;
  time_zone: string;
  status: CustomEmailStatus;
  error: string | null;
  sent_at: string | null;
  delivery_method: string;
  created_at: string;
  /** Addresses it reached (one message each; unsubscribed ones skipped): null until sent; on a failure, those before it. */
  reached_count: number | null;
}

export type TestEmailStatus = 'pending' | 'sending' | 'send' | 'failed';

export interface TestEmailJson {
  id: number;
  key: string;
  recipients: string[];
  subject: string | null;
  status: TestEmailStatus;
  error: string | null;
  created_at: string;
}

export interface RecipientPreview {
  email: string;
  /** The participant of the promotion with that address, when there is one. */
  user_id: number | null;
  name: string | null;
  /** They unsubscribed from all email: the address is skipped when sending. */
  unsubscribed: boolean;
}

/**
 * POST /promotions/{id}/email_preview: the email as it goes out (the same renderer as the send), for the screens to show
 * before sending: its subject, the HTML to show in a sandboxed frame, the plain-text part, and the address whose
 * unsubscribe link it carries (the viewer's own).
 */
export interface EmailPreview {
  to: string;
  subject: string;
  html: string;
  text: string;
}
