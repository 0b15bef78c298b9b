// JSON of the support calls: POST /contact_requests answers a ContactRequest, POST /feedbacks a Feedback
// (server/support/serialize.ts). The browser info stays on the server: support reads it, the sender need not.

export interface ContactRequest {
  id: number;
  first_name: string;
  last_name: string;
  organization: string | null;
  email: string;
  subject: string | null;
  message: string;
  extra_tags: string[];
  created_at: string;
}

export interface Feedback {
  id: number;
  name: string;
  email: string;
  feedback: string;
  request_url: string | null;
  created_at: string;
}

/** A store link of the mobile app (content mobile: ios_app_link, android_app_link), on the sitemap. */
export interface AppLink {
  url: string;
  label: string;
}
