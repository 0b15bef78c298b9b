import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { Forbidden } from '@/server/platform/errors';
import { listNotifications } from '@/server/notifications/queries';
import { apiLocale } from '@/server/http/locale';
import { notificationListQuerySchema } from '@/lib/notifications/schemas';
import { NOTIFICATION_MESSAGES } from '@/lib/notifications/messages';
import type { ExtraMeta } from '@/lib/list-response';
import type { NotificationList } from '@/lib/notifications/types';

// GET /notifications?filter=unread|cleared&page&page_size&user_id: the caller's own notifications, newest first
// (unread: not cleared; cleared: the Cleared tab), hidden ones never; meta.unseen_count for the bell. While an
// administrator views as the user, a message's excerpt is withheld (lib/notifications/excerpt.ts). The sentences are in
// the request's language, with the promotion's labels (server/notifications/texts.ts).
export const GET = route(
  { response: responses.notificationListSchema, scope: 'signed-in', action: 'notifications.use', query: notificationListQuerySchema },
  async ({ user, session, promotion, query, url, request, host }) => {
    if (query.user_id !== undefined && query.user_id !== user.id) throw new Forbidden(NOTIFICATION_MESSAGES.otherUser);
    const page = toPage(query);
    const reader = { locale: apiLocale(request, { host, saved: user.locale }), labels: promotion?.row ?? {} };
    const { rows, total, unseen } = await listNotifications(user.id, query.filter, page, { reader, viewedAs: session.impersonatorId !== null });
    return listEnvelope(rows, total, page, url, { unseen_count: unseen } satisfies ExtraMeta<NotificationList>);
  },
);
