import { route } from '@/server/http/route';
import { resolveTargetUser } from '@/server/users/policy';
import { unlockUser } from '@/server/users/mutations';
import { serializeUser } from '@/server/users/serialize';
import { idParamSchema } from '@/lib/schemas';

// A successful unlock call sets is_locked false.
export const POST = route({ scope: 'signed-in', action: 'users.unlock', params: idParamSchema },
  async ({ user, params, promotion }) => {
    const id = await resolveTargetUser(user, params.id, promotion?.id ?? null);
    return serializeUser(await unlockUser(id));
  },
);
