// Which push subscription endpoints the server sends to (docs/push-and-campaign-emails.md "Devices"). A subscription's
// endpoint is an address the participant's browser hands us, so a participant could hand any address instead and
// have the worker call it (SSRF). Only the push services browsers use are accepted, and the sender connects only to
// public addresses (server/security/outbound-url.ts).
import 'server-only';
import { env } from '@/lib/env';
import { checkOutboundUrl, OutboundUrlError } from '@/server/security/outbound-url';

/**
 * The browsers' push services: Chrome, Edge on Chromium, Opera, Samsung Internet and Android (Firebase Cloud
 * Messaging); Firefox (Mozilla autopush); Safari on macOS and iOS (Apple Push Notification service); legacy Edge
 * (Windows Push Notification Services). A '.'-prefixed entry is any name under it.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

/**
 * Is this a push service's endpoint? https on the default port, a push service's host. With
 * OUTBOUND_ALLOW_PRIVATE_NETWORK (development and tests) any endpoint is accepted: a local server stands in for the
 * push service there.
 */
export function isPushServiceEndpoint(endpoint: string): boolean {
  const local = env().OUTBOUND_ALLOW_PRIVATE_NETWORK;
  try {
    const url = checkOutboundUrl(endpoint, { allowHosts: local ? undefined : PUSH_SERVICE_HOSTS });
    return local || (url.protocol === 'https:' && url.port === '');
  } catch (error) {
    if (error instanceof OutboundUrlError) return false;
    throw error;
  }
}
