import { route } from '@/server/http/route';
import type { SuperCoordinator } from '@/lib/super-users/types';
import { listSuperCoordinators } from '@/server/super-users/queries';

// Dashboard settings (masters): every super coordinator with the number of promotions it covers.
export const GET = route({ scope: 'dashboard', action: 'super_coordinators.manage' },
  async (): Promise<{ data: SuperCoordinator[] }> => ({ data: await listSuperCoordinators() }),
);
