import { db } from '@/server/db';
import type { z } from 'zod';
import type { updateUserBodySchema } from '@/lib/users/schemas';
import { userSelect } from './queries';
import { withDomainEvents } from '@/server/events';
import { mergeUserFlagsSql, setStayLoggedInSql } from './sql';

type UpdateUserInput = z.infer<typeof updateUserBodySchema>;

/** PUT /users/{id}: settings, flags and profile in one transaction; the user's other tabs hear of it after the commit. */
export async function updateUser(userId: number, input: UpdateUserInput) {
  return withDomainEvents(async (tx, events) => {
    if (input.flags && Object.keys(input.flags).length > 0) {
      // Merge in SQL so two tabs saving different flags never overwrite each other.
      await mergeUserFlagsSql.run(tx, userId, input.flags);
    }
    if (input.opted_in_individual_leaderboard !== undefined || input.opted_in_friends_leaderboard !== undefined) {
      await tx.user.update({
        where: { id: userId },
        data: {
          opted_in_individual_leaderboard: input.opted_in_individual_leaderboard,
          opted_in_friends_leaderboard: input.opted_in_friends_leaderboard,
        },
      });
    }
    if (input.profile && Object.keys(input.profile).length > 0) {
      await tx.profile.upsert({ where: { user_id: userId }, update: input.profile, create: { user_id: userId, ...input.profile } });
    }
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: userSelect });
    events.record('user.updated', { user });
    return user;
  });
}

export async function setStayLoggedIn(userId: number, stay: boolean) {
  await setStayLoggedInSql.run(db, userId, stay);
}

/** POST /users/{id}/unlock: lifts an administrator's lock and a sign-in lock, and starts the failure count over. */
export async function unlockUser(userId: number) {
  return db.user.update({
    where: { id: userId },
    data: { is_locked: false, locked_until: null, failed_login_count: 0, last_failed_login_at: null },
    select: userSelect,
  });
}
