// PUT /api/users/{id}/settings: the personal settings form (participant-core.md §5 "Password (settings)", email
// change; administration.md §6 password fields hidden for SSO or launchpad promotions). Everything is checked first
// and answered together as one 422; then one transaction writes the account and its profile. A new password or email
// ends the account's other sessions (the browser that made the change stays signed in) and, after the commit, a notice
// goes to the old address so its owner learns of a change they did not make.
import { Prisma } from '@/generated/prisma/client';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { withDomainEvents } from '@/server/events';
import { isEmailTaken } from '@/server/registration/queries';
import { userSelect } from './queries';
import { db } from '@/server/db';
import { serverPasswordProblems } from '@/server/security/password-pattern';
import { passwordPairProblems, type SettingsInput } from '@/lib/settings/schemas';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import type { Actor } from '@/server/auth/actor';
import { loadSettings, passwordChangeable, type LoadedSettings } from './settings-queries';
import { currentPasswordPolicy } from '@/server/tenancy/promotion-context';

export interface SettingsCaller {
  actor: Actor;
  /** The session making the change: kept when the change ends the account's other sessions. */
  sessionId: string | null;
}

type Profile = NonNullable<SettingsInput['profile']>;

/** The profile fields the promotion displays (a field it hides is left as stored). */
function displayedProfile(profile: Profile | undefined, loaded: LoadedSettings): Profile {
  if (!profile) return {};
  const flags = loaded.promotion?.flags;
  const { gender, birthday, phone, address, time_zone, ...always } = profile;
  return {
    ...always,
    ...(flags?.is_gender_displayed && gender !== undefined ? { gender } : {}),
    ...(flags?.is_birthday_displayed && birthday !== undefined ? { birthday } : {}),
    ...(flags?.is_phone_displayed && phone !== undefined ? { phone } : {}),
    ...(flags?.is_address_displayed && address !== undefined ? { address } : {}),
    ...(flags?.is_time_zone_displayed && time_zone !== undefined ? { time_zone } : {}),
  };
}

async function checkCurrentPassword(caller: SettingsCaller, loaded: LoadedSettings, input: SettingsInput): Promise<string | null> {
  if (caller.actor.id !== loaded.row.id || loaded.row.password_hash === null) return null;
  if (!input.current_password) return M.currentPasswordRequired;
  return (await verifyPassword(input.current_password, loaded.row.password_hash)) ? null : M.currentPasswordWrong;
}

/** Every problem of the change at once (422), or the values to write. */
async function check(caller: SettingsCaller, loaded: LoadedSettings, input: SettingsInput) {
  const { row, promotion, locations } = loaded;
  const problems: string[] = [];
  const wantsPassword = !!(input.password || input.password_confirmation);
  if (wantsPassword && !passwordChangeable(promotion)) throw new Invalid(M.passwordNotChangeable);
  if (wantsPassword) {
    const pair = passwordPairProblems(input.password, input.password_confirmation);
    problems.push(...pair);
    if (input.password) problems.push(...serverPasswordProblems(input.password, await currentPasswordPolicy(promotion)).filter((p) => !pair.includes(p)));
  }
  const newEmail = input.email !== undefined && input.email !== row.email ? input.email : null;
  if (newEmail && (await isEmailTaken(row.promotion_id, newEmail, row.id))) problems.push(M.emailTaken);
  if ((wantsPassword || newEmail) && problems.length === 0) {
    const wrong = await checkCurrentPassword(caller, loaded, input);
    if (wrong) problems.push(wrong);
  }
  if (input.location_id != null && !locations.some((l) => l.id === input.location_id)) problems.push(M.invalidLocation);
  if (input.role !== undefined && input.role !== row.role && !(caller.actor.role === 'Master' && caller.actor.id !== row.id)) {
    throw new Forbidden(M.roleNotChangeable);
  }
  const image = input.profile?.image_url;
  // A photo is one this account uploaded through the upload pipeline (checked by content, re-encoded), never any URL.
  if (image && image !== row.profile?.image_url && !(await db.uploadedFile.findFirst({ where: { url: image, user_id: { in: [row.id, caller.actor.id] } }, select: { id: true } }))) {
    problems.push(M.couldNotUpdatePhoto);
  }
  if (problems.length) throw new Invalid([...new Set(problems)]);
  return { newPassword: wantsPassword ? input.password! : null, newEmail, profile: displayedProfile(input.profile, loaded) };
}

function profileData(profile: Profile): Prisma.ProfileUncheckedUpdateInput {
  const { birthday, address, ...rest } = profile;
  return {
    ...rest,
    ...(birthday !== undefined ? { birthday: birthday === null ? null : new Date(`${birthday}T00:00:00Z`) } : {}),
    ...(address !== undefined ? { address: address === null ? Prisma.DbNull : address } : {}),
  };
}

export async function updateSettings(caller: SettingsCaller, userId: number, input: SettingsInput) {
  const loaded = await loadSettings(userId);
  if (!loaded) throw new NotFound(M.userNotFound);
  const { newPassword, newEmail, profile } = await check(caller, loaded, input);
  const passwordHash = newPassword ? await hashPassword(newPassword) : null;
  const { row, promotion } = loaded;
  const changed = [...(newPassword ? ['password' as const] : []), ...(newEmail ? ['email' as const] : [])];

  let sessionsEnded = 0;
  try {
    await withDomainEvents(async (tx, events) => {
      await tx.user.update({
        where: { id: userId },
        data: {
          ...(newEmail ? { email: newEmail } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          ...(input.location_id !== undefined && loaded.locations.length > 0 ? { location_id: input.location_id } : {}),
          ...(input.role !== undefined ? { role: input.role } : {}),
          ...(input.locale !== undefined ? { locale: input.locale } : {}),
        },
      });
      if (Object.keys(profile).length > 0) {
        const data = profileData(profile);
        await tx.profile.upsert({ where: { user_id: userId }, update: data, create: { user_id: userId, ...(data as Prisma.ProfileUncheckedCreateWithoutUserInput) } });
      }
      if (changed.length > 0) {
        // Other browsers are signed out (their rows go; the delete trigger closes their sockets). The caller's own
        // session stays when the caller is the account's owner; a Master's change ends every session of the account.
        const keep = caller.actor.id === userId ? caller.sessionId : null;
        sessionsEnded = (await tx.userSession.deleteMany({ where: { user_id: userId, ...(keep ? { id: { not: keep } } : {}) } })).count;
        // Reset links mailed before the change stop working too.
        if (passwordHash) await tx.passwordResetToken.updateMany({ where: { user_id: userId, used_at: null }, data: { used_at: new Date() } });
        events.record('account.credentials_changed', {
          promotionId: promotion?.id ?? null, to: row.email, firstName: row.profile?.first_name ?? '', changed, newEmail,
        });
      }
      events.record('user.updated', { user: await tx.user.findUniqueOrThrow({ where: { id: userId }, select: userSelect }) });
    });
  } catch (error) {
    // Two accounts racing for one address: the unique index decides, and the loser hears the spec's message.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new Invalid(M.emailTaken);
    throw error;
  }
  const reloaded = await loadSettings(userId);
  return { loaded: reloaded!, sessionsEnded };
}
