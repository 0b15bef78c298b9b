import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listResponseSchema } from '@/lib/list-response';
import { wholeList } from '@/server/platform/pagination';
import type { ListResponse } from '@/lib/list-response';
import type { SuperCoordinator } from '@/lib/super-users/types';
import { listSuperCoordinators } from '@/server/super-users/queries';

// Dashboard settings (masters): every super coordinator with the number of promotions it covers.
export const GET = route({ response: listResponseSchema(responses.superCoordinatorSchema), scope: 'dashboard', action: 'super_coordinators.manage' },
  async ({ url }): Promise<ListResponse<SuperCoordinator>> => wholeList(await listSuperCoordinators(), url),
);
