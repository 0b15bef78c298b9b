import { route } from '@/server/http/route';
import { administratorsWithMfa } from '@/server/mfa/admin';
import { mfaAdministratorsQuerySchema, type MfaAdministrator } from '@/lib/mfa/admin-reset';

// GET /api/mfa/administrators?q: the administrators with two-step verification on, for a master's reset (docs/mfa.md).
export const GET = route({ scope: 'dashboard', action: 'mfa.reset_others', query: mfaAdministratorsQuerySchema },
  async ({ query }): Promise<{ data: MfaAdministrator[] }> => ({ data: await administratorsWithMfa(query.q) }),
);
