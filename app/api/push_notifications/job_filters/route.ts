import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { PUSH_JOB_FILTERS } from '@/lib/push/filters';

// GET /push_notifications/job_filters: the filters a push notification job may combine.
export const GET = route({ response: responses.pushJobFilterListSchema, scope: 'dashboard', action: 'promotions.manage' }, ({ url }) => wholeList(PUSH_JOB_FILTERS, url));
