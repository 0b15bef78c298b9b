import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { markNotifications } from '@/server/notifications/mutations';
import { markNotificationsSchema } from '@/lib/notifications/schemas';

// POST /notifications/mark_as_cleared {ids: [..] | 'all'}: the caller's own notifications marked cleared (and read and seen);
// another's or a hidden id is a 404 and nothing changes. Answers {updated, unseen_count}.
export const POST = route({ response: responses.markNotificationsResultSchema, scope: 'signed-in', action: 'notifications.use', body: markNotificationsSchema }, ({ user, body }) =>
  markNotifications(user.id, body.ids, 'cleared'),
);
