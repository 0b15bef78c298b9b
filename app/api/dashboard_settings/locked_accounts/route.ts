import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listResponseSchema } from '@/lib/list-response';
import { wholeList } from '@/server/platform/pagination';
import type { ListResponse } from '@/lib/list-response';
import type { LockedAccount } from '@/lib/super-users/types';
import { lockedAccounts } from '@/server/super-users/queries';

// Dashboard settings: the locked accounts this account may unlock (POST /users/{id}/unlock does it).
export const GET = route({ response: listResponseSchema(responses.lockedAccountSchema), scope: 'dashboard', action: 'users.unlock' },
  async ({ actor, url }): Promise<ListResponse<LockedAccount>> => wholeList(await lockedAccounts(actor), url),
);
