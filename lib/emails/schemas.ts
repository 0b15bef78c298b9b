// Request bodies of the one-time and test email calls (administration.md §7 "Push notifications and emails").
import { z } from 'zod';
import { idSchema } from '@/lib/schemas';
import { LOCAL_DATE_TIME, SEND_TIME_ZONE_IDS, DEFAULT_SEND_TIME_ZONE, defaultSendTime } from './send-time';
import { TEST_EMAIL_TEMPLATE_KEYS } from './test-templates';
import { EMAIL_MESSAGES } from './recipients';
import { PUSH_JOB_FILTER_IDS } from '@/lib/push/filters';

/** A one-time email as the form sends it; recipients are checked by the service (splitRecipients). */
export const customEmailSchema = z.object({
  subject: z.string().trim().max(250).pipe(z.string().min(1, EMAIL_MESSAGES.subjectRequired)),
  body: z.string().max(100_000).refine((b) => b.replace(/<[^>]*>/g, '').trim() !== '', EMAIL_MESSAGES.bodyRequired),
  recipients: z.string().max(100_000),
  /**
   * Participant filters (the push jobs' filters, AND-ed): everyone they match receives it too, resolved when it is
   * sent. With a filter chosen the typed recipients may be blank.
   */
  filters: z.array(z.enum(PUSH_JOB_FILTER_IDS)).max(PUSH_JOB_FILTER_IDS.length).default([]),
  /** Wall-clock 'YYYY-MM-DDTHH:mm' in time_zone. */
  send_at: z.string().regex(LOCAL_DATE_TIME, EMAIL_MESSAGES.sendAtFormat),
  time_zone: z.enum(SEND_TIME_ZONE_IDS).default(DEFAULT_SEND_TIME_ZONE),
});
export type CustomEmailWrite = z.infer<typeof customEmailSchema>;

/** {email, promotion_id}: the spec's envelope; promotion_id is the path's. An edit (PUT) states its send time. */
export const customEmailBodySchema = z.object({ email: customEmailSchema, promotion_id: z.coerce.number().int().optional() });

/** A new email (create, preview) without send_at goes out an hour ahead in its zone ("New-email default send time"). */
const newCustomEmailSchema = customEmailSchema.extend({ send_at: customEmailSchema.shape.send_at.optional() })
  .transform((email) => ({ ...email, send_at: email.send_at ?? defaultSendTime(email.time_zone) }));
export const newCustomEmailBodySchema = z.object({ email: newCustomEmailSchema, promotion_id: z.coerce.number().int().optional() });

/** Resolving the recipients alone (one_time_email_recipients): only the recipients are needed. */
export const recipientsBodySchema = z.object({
  email: z.object({ recipients: z.string().max(100_000) }),
  promotion_id: z.coerce.number().int().optional(),
});

export const testEmailBodySchema = z.object({
  recipients: z.string().max(10_000),
  key: z.enum(TEST_EMAIL_TEMPLATE_KEYS, { message: EMAIL_MESSAGES.templateRequired }),
  promotion_id: z.coerce.number().int().optional(),
});

export const customEmailIdParamsSchema = z.object({ id: idSchema('id'), emailId: idSchema('emailId') });

/**
 * POST /promotions/{id}/email_preview: a test email's template (`{kind: 'test', key}`) or a one-time email as typed
 * (`{kind: 'one_time', subject, body}`), rendered as it would be sent; nothing is saved or sent.
 */
export const emailPreviewBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('test'), key: testEmailBodySchema.shape.key }),
  z.object({ kind: z.literal('one_time'), subject: customEmailSchema.shape.subject, body: customEmailSchema.shape.body }),
], { message: EMAIL_MESSAGES.previewKind });
export type EmailPreviewBody = z.infer<typeof emailPreviewBodySchema>;
