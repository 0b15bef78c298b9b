// Sending web pushes: each subscribed browser of the given users gets the payload, encrypted by web-push (RFC 8291)
// and signed with our VAPID keys. A push service that answers 404 or 410 says the subscription is gone: its row is
// deleted, so the next send does not try it again. Other failures are counted, not retried (a push is a nudge).
// A push the product writes reaches each person in their language (a payload per locale); a coordinator's push job is
// sent as they typed it.
import 'server-only';
import webpush, { WebPushError } from 'web-push';
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { env } from '@/lib/env';
import { DEFAULT_LOCALE, type AnyLocale } from '@/lib/i18n/locales';
import { localesOfUsers } from '@/server/mail/locale';
import { guardedHttpsAgent } from '@/server/security/outbound-url';
import { isPushServiceEndpoint } from './endpoints';
import { vapidKeys, vapidSubject } from './vapid';

export interface PushPayload {
  title: string;
  message: string;
  /** Opened when the notification is tapped (same origin only, enforced by the service worker). */
  url?: string;
  /** Notifications with the same tag replace each other on the device. */
  tag?: string;
}

/** The same push in each reader's language (server/i18n/translator.ts). */
export type LocalizedPush = (locale: AnyLocale) => PushPayload;

export interface PushOutcome {
  sent: number;
  failed: number;
  pruned: number;
}

/** Browsers pushed at once. */
const PARALLEL = 16;
/** A push older than this is dropped by the push service instead of delivered late. */
const TTL_SECONDS = 24 * 60 * 60;

export async function pushToUsers(promotionId: number, userIds: readonly number[], payload: PushPayload | LocalizedPush): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, failed: 0, pruned: 0 };
  if (userIds.length === 0) return outcome;
  const devices = await db.pushDevice.findMany({
    where: { promotion_id: promotionId, user_id: { in: [...userIds] }, endpoint: { not: null } },
    select: { id: true, user_id: true, endpoint: true, p256dh: true, auth: true },
  });
  if (devices.length === 0) return outcome;
  const keys = await vapidKeys();
  const bodyFor = await payloadBodies(payload, devices.map((d) => d.user_id));
  // Connections only to public addresses, whatever the endpoint's name resolves to at send time (DNS can change after
  // registration); development and tests push to a local server instead (OUTBOUND_ALLOW_PRIVATE_NETWORK).
  const agent = env().OUTBOUND_ALLOW_PRIVATE_NETWORK ? undefined : guardedHttpsAgent();
  const options = {
    TTL: TTL_SECONDS, vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey }, timeout: 10_000,
    ...(agent ? { agent } : {}),
  };
  const gone: number[] = [];
  for (let i = 0; i < devices.length; i += PARALLEL) {
    await Promise.all(devices.slice(i, i + PARALLEL).map(async (device) => {
      try {
        // A row stored before the allow-list existed is not sent to.
        if (!isPushServiceEndpoint(device.endpoint!)) throw new Error('endpoint is not a push service');
        await webpush.sendNotification({ endpoint: device.endpoint!, keys: { p256dh: device.p256dh!, auth: device.auth! } }, bodyFor(device.user_id), options);
        outcome.sent += 1;
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          gone.push(device.id);
        } else {
          outcome.failed += 1;
          logger.warn('push: delivery failed', { deviceId: device.id, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }));
  }
  if (gone.length) outcome.pruned = (await db.pushDevice.deleteMany({ where: { id: { in: gone } } })).count;
  return outcome;
}

/** The JSON body each user's devices get: one for everyone, or one per language, written once per language. */
async function payloadBodies(payload: PushPayload | LocalizedPush, userIds: readonly number[]): Promise<(userId: number) => string> {
  if (typeof payload !== 'function') {
    const body = JSON.stringify(payload);
    return () => body;
  }
  const locales = await localesOfUsers([...new Set(userIds)]);
  const bodies = new Map<AnyLocale, string>();
  return (userId) => {
    const locale = locales.get(userId) ?? DEFAULT_LOCALE;
    let body = bodies.get(locale);
    if (body === undefined) bodies.set(locale, (body = JSON.stringify(payload(locale))));
    return body;
  };
}
