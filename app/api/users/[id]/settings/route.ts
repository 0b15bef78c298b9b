import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { userIdParamSchema } from '@/lib/users/schemas';
import { resolveTargetUser } from '@/server/users/target';
import { loadSettings } from '@/server/users/settings-queries';
import { updateSettings } from '@/server/users/settings';
import { serializeSettings } from '@/server/users/settings-serialize';
import { mayEditUserSettings } from '@/server/auth/abilities';
import { settingsBodySchema } from '@/lib/settings/schemas';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import type { SettingsSaved, UserSettings } from '@/lib/settings/types';

// GET /users/{id}/settings: the personal settings form's data (id may be me; a Master reads any account).
export const GET = route({ response: responses.userSettingsSchema, scope: 'signed-in', action: 'account.read', params: userIdParamSchema }, async ({ user, actor, params, promotion }) => {
  const id = await resolveTargetUser(user, params.id, promotion?.id ?? null);
  if (!mayEditUserSettings(actor, id)) throw new NotFound(M.userNotFound);
  const loaded = await loadSettings(id);
  if (!loaded) throw new NotFound(M.userNotFound);
  return serializeSettings(loaded, user.id) satisfies UserSettings;
});

// PUT /users/{id}/settings: name, email, password, optional profile fields, location, photo (and a Master's role).
export const PUT = route({ response: responses.settingsSavedSchema, scope: 'signed-in', action: 'account.update', params: userIdParamSchema, body: settingsBodySchema }, async ({ user, actor, session, params, body, promotion }) => {
  const id = await resolveTargetUser(user, params.id, promotion?.id ?? null);
  if (!mayEditUserSettings(actor, id)) throw new NotFound(M.userNotFound);
  const { loaded, sessionsEnded } = await updateSettings({ actor, sessionId: session.sessionId }, id, body);
  return { user: serializeSettings(loaded, user.id), sessions_ended: sessionsEnded } satisfies SettingsSaved;
});
