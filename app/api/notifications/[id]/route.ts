import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { updateNotification } from '@/server/notifications/mutations';
import { notificationIdParamSchema, updateNotificationSchema } from '@/lib/notifications/schemas';

// PUT /notifications/{id} {read?, seen?, cleared?} (each only true: state moves forward): one of the caller's own
// notifications; another's id is a 404. Answers the notification (a message's excerpt withheld while viewed as).
export const PUT = route(
  { response: responses.notificationSchema, scope: 'signed-in', action: 'notifications.use', params: notificationIdParamSchema, body: updateNotificationSchema },
  ({ user, session, params, body }) => updateNotification(user.id, params.id, body, session.impersonatorId !== null),
);
