import { z } from 'zod';
import { route } from '@/server/http/route';
import { resolveTargetUser } from '@/server/users/policy';
import { unlockUser } from '@/server/users/mutations';
import { serializeUser } from '@/server/users/serialize';

// administration.md §4: "is_locked becomes false after a successful unlock call".
export const POST = route({ scope: 'signed-in', action: 'users.unlock', params: z.object({ id: z.coerce.number().int().positive() }) },
  async ({ user, params, promotion }) => {
    const id = await resolveTargetUser(user, params.id, promotion?.id ?? null);
    return serializeUser(await unlockUser(id));
  },
);
