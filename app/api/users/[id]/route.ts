import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { userIdParamSchema, updateUserBodySchema } from '@/server/users/schemas';
import { findUserById } from '@/server/users/queries';
import { resolveTargetUser } from '@/server/users/policy';
import { updateUser } from '@/server/users/mutations';
import { serializeUser } from '@/server/users/serialize';
import { mayEditUserSettings } from '@/server/auth/abilities';

export const GET = route({ scope: 'signed-in', action: 'account.read', params: userIdParamSchema }, async ({ user, params, promotion }) => {
  const id = await resolveTargetUser(user, params.id, promotion?.id ?? null);
  const target = id === user.id ? user : await findUserById(id);
  if (!target) throw new AppError(404, 'Could not get user.');
  return serializeUser(target);
});

export const PUT = route({ scope: 'signed-in', action: 'account.update', params: userIdParamSchema, body: updateUserBodySchema }, async ({ user, actor, params, body, promotion }) => {
  const id = await resolveTargetUser(user, params.id, promotion?.id ?? null);
  if (!mayEditUserSettings(actor, id)) throw new AppError(403, 'Only a Master may change another user’s settings.');
  // updateUser records 'user.updated': the user's other tabs refresh after the commit.
  return serializeUser(await updateUser(id, body));
});
