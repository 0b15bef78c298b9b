// Request bodies of /api/push_notifications/* (administration.md §7).
import { z } from 'zod';
import { PUSH_JOB_FILTER_IDS, PUSH_MESSAGES } from './filters';

const filters = z.array(z.enum(PUSH_JOB_FILTER_IDS)).max(PUSH_JOB_FILTER_IDS.length).default([]);
const promotionId = z.coerce.number().int().positive().max(2 ** 31 - 1);

export const pushPreviewSchema = z.object({
  filters,
  promotion_id: promotionId,
  recipients: z.string().max(100_000).nullish(),
});

export const pushJobSchema = pushPreviewSchema.extend({
  push_notification_job: z.object({
    title: z.string().trim().max(60).pipe(z.string().min(1, PUSH_MESSAGES.titleRequired)),
    message: z.string().trim().max(240).pipe(z.string().min(1, PUSH_MESSAGES.messageRequired)),
  }),
});
export type PushJobInput = z.infer<typeof pushJobSchema>;

export const pushJobsQuerySchema = z.object({ promotion_id: promotionId });

/** A browser's PushSubscription.toJSON(): an https endpoint and its two keys (base64url). */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048).refine((u) => u.startsWith('https://'), PUSH_MESSAGES.subscription),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{40,120}={0,2}$/, PUSH_MESSAGES.subscription),
    auth: z.string().regex(/^[A-Za-z0-9_-]{8,60}={0,2}$/, PUSH_MESSAGES.subscription),
  }),
});

/** POST /api/push_notifications/device (uuid): a device id, and for a browser its subscription. */
export const pushDeviceSchema = z.object({
  uuid: z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9:._-]+$/, PUSH_MESSAGES.deviceUuid),
  platform: z.enum(['web', 'ios', 'android']).default('web'),
  push_token: z.string().max(4096).nullish(),
  subscription: webPushSubscriptionSchema.nullish(),
});
export type PushDeviceInput = z.infer<typeof pushDeviceSchema>;

export const pushDeviceDeleteSchema = z.object({ endpoint: z.string().max(2048).optional(), uuid: z.string().max(200).optional() });
