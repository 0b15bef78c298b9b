import { route } from '@/server/http/route';
import type { LockedAccount } from '@/lib/super-users/types';
import { lockedAccounts } from '@/server/super-users/queries';

// Dashboard settings: the locked accounts this account may unlock (POST /users/{id}/unlock does it).
export const GET = route({ scope: 'dashboard', action: 'users.unlock' },
  async ({ actor }): Promise<{ data: LockedAccount[] }> => ({ data: await lockedAccounts(actor) }),
);
