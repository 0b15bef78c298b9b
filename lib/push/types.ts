// The JSON of push notification jobs and their previews.
export interface PushRecipient {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** Browsers subscribed: 0 means the job cannot reach them. */
  devices: number;
}

export interface PushPreview {
  data: PushRecipient[];
  count: number;
  /** Recipients with at least one subscribed browser. */
  reachable: number;
}

export interface PushJobJson {
  id: number;
  title: string;
  message: string;
  filters: string[];
  recipients: string | null;
  recipient_count: number;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  error: string | null;
  sent_at: string | null;
  created_at: string;
}
