import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { updateNotification } from '@/server/notifications/mutations';
import { apiLocale } from '@/server/http/locale';
import { notificationIdParamSchema, updateNotificationSchema } from '@/lib/notifications/schemas';

// PUT /notifications/{id} {read?, seen?, cleared?} (each only true: state moves forward): one of the caller's own
// notifications; another's id is a 404. Answers the notification in the request's language (a message's excerpt
// withheld while viewed as).
export const PUT = route(
  { response: responses.notificationSchema, scope: 'signed-in', action: 'notifications.use', params: notificationIdParamSchema, body: updateNotificationSchema },
  ({ user, session, promotion, params, body, request, host }) => updateNotification(user.id, params.id, body, {
    reader: { locale: apiLocale(request, { host, saved: user.locale }), labels: promotion?.row ?? {} }, viewedAs: session.impersonatorId !== null,
  }),
);
