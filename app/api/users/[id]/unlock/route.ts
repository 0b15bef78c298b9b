import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { resolveTargetUser } from '@/server/users/target';
import { findUserById } from '@/server/users/queries';
import { serializeUser } from '@/server/users/serialize';
import { unlockAccount } from '@/server/super-users/mutations';
import { auditSource } from '@/server/audit/record';
import { idParamSchema } from '@/lib/schemas';

// A successful unlock call sets is_locked false; the change is audited (docs/administration-access.md).
export const POST = route({ response: responses.currentUserSchema, scope: 'signed-in', action: 'users.unlock', params: idParamSchema },
  async (ctx) => {
    const id = await resolveTargetUser(ctx.user, ctx.params.id, ctx.promotion?.id ?? null);
    await unlockAccount(auditSource(ctx), id);
    return serializeUser((await findUserById(id))!);
  },
);
