// Devices that receive pushes: POST /api/push_notifications/device registers the participant's browser after they
// opted in (its PushSubscription), or a mobile device by uuid. One row per endpoint: a browser that subscribes again
// (or moves to another account on the same machine) updates its row instead of adding one.
import 'server-only';
import { db } from '@/server/db';
import { Invalid } from '@/server/platform/errors';
import type { PushDeviceInput } from '@/lib/push/schemas';
import { PUSH_MESSAGES } from '@/lib/push/filters';
import { isPushServiceEndpoint } from './endpoints';

export interface RegisteredDevice {
  id: number;
  uuid: string;
  platform: string | null;
  subscribed: boolean;
}

export async function registerDevice(userId: number, promotionId: number, input: PushDeviceInput): Promise<RegisteredDevice> {
  const web = input.subscription ?? null;
  if (web && !isPushServiceEndpoint(web.endpoint)) throw new Invalid(PUSH_MESSAGES.subscription);
  const data = {
    user_id: userId, promotion_id: promotionId, uuid: input.uuid, platform: web ? 'web' : input.platform,
    push_token: input.push_token ?? null, endpoint: web?.endpoint ?? null, p256dh: web?.keys.p256dh ?? null, auth: web?.keys.auth ?? null,
    last_seen_at: new Date(),
  };
  const select = { id: true, uuid: true, platform: true, endpoint: true } as const;
  const row = await db.$transaction(async (tx) => {
    const byEndpoint = web ? await tx.pushDevice.findUnique({ where: { endpoint: web.endpoint }, select: { id: true } }) : null;
    const byUuid = await tx.pushDevice.findUnique({ where: { uuid: input.uuid }, select: { id: true } });
    // The same browser known under two rows (a new uuid for an old endpoint): keep the endpoint's, drop the other.
    if (byEndpoint && byUuid && byEndpoint.id !== byUuid.id) await tx.pushDevice.delete({ where: { id: byUuid.id } });
    const existing = byEndpoint ?? byUuid;
    return existing
      ? tx.pushDevice.update({ where: { id: existing.id }, data, select })
      : tx.pushDevice.create({ data, select });
  });
  return { id: row.id, uuid: row.uuid, platform: row.platform, subscribed: row.endpoint !== null };
}

/** Opting out in this browser: its row goes (only the caller's own). */
export async function unregisterDevice(userId: number, by: { endpoint?: string; uuid?: string }): Promise<number> {
  if (!by.endpoint && !by.uuid) return 0;
  const { count } = await db.pushDevice.deleteMany({
    where: { user_id: userId, OR: [...(by.endpoint ? [{ endpoint: by.endpoint }] : []), ...(by.uuid ? [{ uuid: by.uuid }] : [])] },
  });
  return count;
}
