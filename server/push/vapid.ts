// The server's VAPID key pair (RFC 8292): generated on first use, kept in web_push_keys (one row) so every web and
// worker process signs with the same keys and browsers' subscriptions survive restarts. The private key is sealed
// with AES-256-GCM under a key derived from AUTH_SECRET: a database reader alone cannot sign pushes.
import 'server-only';
import webpush from 'web-push';
import { db } from '@/server/db';
import { appOrigin } from '@/server/mail/urls';
import { openWith, sealingKey, sealWith } from '@/server/platform/sealed-box';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const key = () => sealingKey('renew/web-push-vapid/v1');
const seal = (value: string) => sealWith(key(), value);
const open = (sealed: string) => openWith(key(), sealed);

const holder = globalThis as unknown as { renewVapid?: Promise<VapidKeys> };

async function loadOrCreate(): Promise<VapidKeys> {
  const existing = await db.webPushKey.findUnique({ where: { id: 1 } });
  if (existing) return { publicKey: existing.public_key, privateKey: open(existing.private_key_sealed) };
  const fresh = webpush.generateVAPIDKeys();
  // Two processes starting together: the first insert wins, the other reads the winner's row back.
  await db.webPushKey.createMany({ data: [{ id: 1, public_key: fresh.publicKey, private_key_sealed: seal(fresh.privateKey) }], skipDuplicates: true });
  const row = await db.webPushKey.findUniqueOrThrow({ where: { id: 1 } });
  return { publicKey: row.public_key, privateKey: open(row.private_key_sealed) };
}

/** The key pair, read (or made) once per process. */
export function vapidKeys(): Promise<VapidKeys> {
  holder.renewVapid ??= loadOrCreate().catch((error: unknown) => {
    holder.renewVapid = undefined;
    throw error;
  });
  return holder.renewVapid;
}

/** Tests: forget the cached pair (after the table was emptied). */
export function forgetVapidKeys(): void {
  holder.renewVapid = undefined;
}

/** The VAPID subject: who push services contact about our pushes (the product's own address). */
export function vapidSubject(): string {
  const origin = appOrigin(null);
  return origin.startsWith('https://') ? origin : 'mailto:push@renew.localhost';
}
