import { route } from '@/server/http/route';
import { PUSH_JOB_FILTERS } from '@/lib/push/filters';

// GET /push_notifications/job_filters: the filters a push notification job may combine.
export const GET = route({ scope: 'dashboard', action: 'promotions.manage' }, () => ({ data: PUSH_JOB_FILTERS }));
