import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { requestScope } from '@/server/coordinator/context';
import { listNotifications, sendNotification } from '@/server/coordinator/promotional-tools';
import { idParamSchema } from '@/lib/schemas';
import { notificationSchema } from '@/lib/coordinator/schemas';

const spec = { scope: 'promotion', action: 'coordinator.manage', promotionParam: 'id', params: idParamSchema } as const;

// GET /promotions/{id}/notifications: the promotion's notifications, newest first.
export const GET = route({ ...spec, response: responses.sentAnnouncementListSchema }, async (ctx) => wholeList(await listNotifications(await requestScope(ctx), ctx.actor.id), ctx.url));

// POST /promotions/{id}/notifications {message}: to every participant in reach (their notification centre); 201.
// An empty message: 422 'Oops, a message is needed.'.
export const POST = route({ response: responses.announcementSchema, ...spec, body: notificationSchema, status: 201 },
  async (ctx) => sendNotification(await requestScope(ctx), auditSource(ctx), ctx.body.message));
