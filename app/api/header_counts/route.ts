import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { headerCounts } from '@/server/notifications/counts';

// GET /header_counts: the header's counts in one call (friends, team requests and invites, duo requests, journey
// goal, unseen notifications, unread conversations); zero where a count does not apply to the account.
export const GET = route({ response: responses.headerCountsSchema, scope: 'signed-in', action: 'notifications.use' }, ({ actor }) => headerCounts(actor));
