import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { resolveTargetUser } from '@/server/users/target';
import { findOwnProfile } from '@/server/users/queries';
import { updateSettings } from '@/server/users/settings';
import { mayEditUserSettings } from '@/server/auth/abilities';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import type { ProfilePhoto } from '@/lib/users/types';
import { profilePhotoBodySchema as body, userProfileParamSchema as params } from '@/lib/users/schemas';

/** The uploaded photo's URL (POST /api/files/upload answered it); null removes the photo. */

// PUT /users/{user_id}/profiles/{id} {image} → {image, user_id}: the profile photo through the settings service
// (PUT /users/{id}/settings: a photo this account uploaded; the owner, or a Master). Another account's profile is a 404.
export const PUT = route({ response: responses.profilePhotoSchema, scope: 'signed-in', action: 'account.update', params, body }, async ({ user, actor, session, params: p, body: b, promotion }): Promise<ProfilePhoto> => {
  const id = await resolveTargetUser(user, p.id, promotion?.id ?? null);
  if (!mayEditUserSettings(actor, id)) throw new NotFound(M.userNotFound);
  if (!(await findOwnProfile(id, p.profileId))) throw new NotFound(M.userNotFound);
  const { loaded } = await updateSettings({ actor, sessionId: session.sessionId }, id, { profile: { image_url: b.image } });
  return { image: loaded.row.profile?.image_url ?? null, user_id: id };
});
