// Bodies of POST /contact_requests and POST /feedbacks, shared by the route handlers and the forms.
import { z } from 'zod';
import { isValidEmail } from '@/lib/onboarding/schemas';
import {
  MAX_BROWSER, MAX_EXTRA_TAGS, MAX_FEEDBACK, MAX_MESSAGE, MAX_NAME, MAX_ORGANIZATION, MAX_SUBJECT, MAX_TAG, MAX_URL,
} from './constants';
import { SUPPORT_MESSAGES as M } from './messages';

/** A required line of text: missing, null or blank all say `required`. */
const requiredText = (required: string, label: string, max: number) =>
  z.string({ message: required }).trim().min(1, required).max(max, M.tooLong(label, max));

/** An optional line of text: blank becomes null. */
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, M.tooLong(label, max)).nullish().transform((s) => s || null);

const email = z.string({ message: M.emailRequired }).trim().toLowerCase().min(1, M.emailRequired)
  // Blank is said once, as required.
  .refine((s) => s === '' || isValidEmail(s), M.emailInvalid);

/** What the browser says about itself, for support (participant-core.md §3 Contact request `info`). */
export const browserInfoSchema = z.object({
  browser_name: optionalText('browser_name', 100),
  browser_version: optionalText('browser_version', 100),
  operating_system: optionalText('operating_system', 100),
  /** Free text the page adds (the page the person came from, the screen size). */
  session_data: optionalText('session_data', MAX_BROWSER),
}).partial();
export type BrowserInfo = z.infer<typeof browserInfoSchema>;

/** POST /contact_requests {first_name, last_name, organization, email, subject, message, extra_tags, info}. */
export const contactRequestSchema = z.object({
  first_name: requiredText(M.firstNameRequired, 'First name', MAX_NAME),
  last_name: requiredText(M.lastNameRequired, 'Last name', MAX_NAME),
  organization: optionalText('Organization', MAX_ORGANIZATION),
  email,
  subject: optionalText('Subject', MAX_SUBJECT),
  message: requiredText(M.messageRequired, 'Message', MAX_MESSAGE),
  extra_tags: z.array(z.string().trim().min(1).max(MAX_TAG)).max(MAX_EXTRA_TAGS).default([]),
  info: browserInfoSchema.default({}),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequestBody = z.infer<typeof contactRequestSchema>;

/** POST /feedbacks {name, email, feedback, browser, request_url}: name, email and the text are required. */
export const feedbackSchema = z.object({
  name: requiredText(M.nameRequired, 'Name', MAX_NAME),
  email,
  feedback: requiredText(M.feedbackRequired, 'Feedback', MAX_FEEDBACK),
  browser: optionalText('browser', MAX_BROWSER),
  request_url: optionalText('request_url', MAX_URL),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type FeedbackBody = z.infer<typeof feedbackSchema>;
