import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { userIdParamSchema, updateUserBodySchema } from '@/server/users/schemas';
import { findUserById } from '@/server/users/queries';
import { resolveTargetUser } from '@/server/users/policy';
import { updateUser } from '@/server/users/mutations';
import { serializeUser } from '@/server/users/serialize';
import { publish } from '@/server/realtime/publish';

export const GET = route({ params: userIdParamSchema }, async ({ user, params, promotion }) => {
  const id = await resolveTargetUser(user, params.id, promotion?.id ?? null);
  const target = id === user.id ? user : await findUserById(id);
  if (!target) throw new AppError(404, 'Could not get user.');
  return serializeUser(target);
});

export const PUT = route({ params: userIdParamSchema, body: updateUserBodySchema }, async ({ user, params, body, promotion }) => {
  const id = await resolveTargetUser(user, params.id, promotion?.id ?? null);
  if (id !== user.id && user.role !== 'Master') throw new AppError(403, 'Only a Master may change another user’s settings.');
  const updated = serializeUser(await updateUser(id, body));
  // The user's other tabs refresh (participant-core.md §7 "userUpdated").
  await publish({ channel: `user_${id}`, event: 'userUpdated', data: updated });
  return updated;
});
