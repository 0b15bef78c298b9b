import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { registerDevice, unregisterDevice } from '@/server/push/devices';
import { vapidKeys } from '@/server/push/vapid';
import { pushDeviceDeleteSchema, pushDeviceSchema } from '@/lib/push/schemas';

// GET /push_notifications/device: the server's VAPID public key, which the browser subscribes with.
export const GET = route({ response: responses.pushPublicKeySchema, scope: 'participant', action: 'push.subscribe' }, async () => ({ public_key: (await vapidKeys()).publicKey }));

// POST /push_notifications/device (uuid, subscription): registers this browser after the participant opted in.
export const POST = route({ response: responses.registeredDeviceSchema, scope: 'participant', action: 'push.subscribe', body: pushDeviceSchema, status: 201 }, ({ participant, body }) =>
  registerDevice(participant.userId, participant.promotion.id, body));

// DELETE /push_notifications/device (endpoint or uuid): opting out in this browser.
export const DELETE = route({ status: 204, scope: 'participant', action: 'push.subscribe', body: pushDeviceDeleteSchema }, async ({ participant, body }) => {
  await unregisterDevice(participant.userId, body);
});
