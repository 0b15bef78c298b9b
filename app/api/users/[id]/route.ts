import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { Forbidden, NotFound } from '@/server/platform/errors';
import { SETTINGS_MESSAGES } from '@/lib/settings/messages';
import { userIdParamSchema, updateUserBodySchema } from '@/lib/users/schemas';
import { findUserById } from '@/server/users/queries';
import { resolveTargetUser } from '@/server/users/target';
import { updateUser } from '@/server/users/mutations';
import { serializeUser } from '@/server/users/serialize';
import { mayEditUserSettings } from '@/server/auth/abilities';
import { updateSettings } from '@/server/users/settings';

export const GET = route({ response: responses.currentUserSchema, scope: 'signed-in', action: 'account.read', params: userIdParamSchema }, async ({ user, params, promotion }) => {
  const id = await resolveTargetUser(user, params.id, promotion?.id ?? null);
  const target = id === user.id ? user : await findUserById(id);
  if (!target) throw new NotFound(SETTINGS_MESSAGES.userNotFound);
  return serializeUser(target);
});

// PUT /users/{id}: "save settings and flags". An email or password goes through the settings service (PUT
// /users/{id}/settings: the current password, the organization's rules, other sessions ended), first, so a refused
// credential change writes nothing.
export const PUT = route({ response: responses.currentUserSchema, scope: 'signed-in', action: 'account.update', params: userIdParamSchema, body: updateUserBodySchema }, async ({ user, actor, session, params, body, promotion }) => {
  const id = await resolveTargetUser(user, params.id, promotion?.id ?? null);
  if (!mayEditUserSettings(actor, id)) throw new Forbidden(SETTINGS_MESSAGES.otherUserSettings);
  const { email, password, password_confirmation, current_password, ...rest } = body;
  if ([email, password, password_confirmation, current_password].some((v) => v !== undefined)) {
    await updateSettings({ actor, sessionId: session.sessionId }, id, { email, password, password_confirmation, current_password });
  }
  // updateUser records 'user.updated': the user's other tabs refresh after the commit.
  return serializeUser(await updateUser(id, rest));
});
