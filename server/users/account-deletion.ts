// POST /api/users/me/account_deletion: a participant deletes their own account (docs/settings-and-my-data.md).
// Confirmed by the password (and the word DELETE), then one transaction:
// - team contributions leave the team totals first (docs/decisions/003: a member's `contributed` is part of
//   `teams.total_points`), and a leader hands the team to the next member (or the team is deleted as a last member
//   leaving would delete it);
// - wall posts, comments and messages stay where others read them, under the promotion's "Former participant"
//   account (with the photos they show); other people's notifications stop naming the person;
// - the rows that are the person's own and carry text they typed elsewhere (feedback, contact requests, pending email
//   invitations to their address, the outbox copies of mail sent to them, sign-in attempts) are deleted;
// - the users row is deleted: every table that references it cascades (profile, entries, activities, reflections,
//   friendships, badges, evaluations, sessions — so every browser is signed out, the delete trigger closing their
//   sockets — exports, uploads…) or sets its reference to null (reports, emails and notices a coordinator wrote);
//   the stored files of the uploads that went are removed from storage after the commit.
// What stays are aggregates without a person: team totals without their points, counts over the remaining rows, and
// the organization's own eligibility roster line (now unregistered).
import { Prisma } from '@/generated/prisma/client';
import { db, type Tx } from '@/server/db';
import { fileStorage } from '@/server/files/storage';
import { logger } from '@/server/platform/logger';
import { Invalid, NotFound } from '@/server/platform/errors';
import { verifyPassword } from '@/server/auth/password';
import { leaveTeamsForDeletion } from '@/server/teams/mutations';
import { withDomainEvents } from '@/server/events/domain-events';
import { lockUserSql } from './sql';
import { anonymiseNotificationsSql, handOverMessagesSql, handOverPostsSql, handOverSharedPhotosSql } from './account-sql';
import { fullName } from '@/lib/users/names';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';

/** The address of a promotion's "Former participant" account: reserved (.invalid never resolves), one per promotion. */
export const FORMER_PARTICIPANT_EMAIL = 'former-participant@renew.invalid';

/**
 * The promotion's "Former participant" account: deleted from the start (it never signs in, is never listed, searched
 * or counted), no password, the name shown on what deleted accounts left on the wall and in conversations.
 */
export async function formerParticipantOf(promotionId: number): Promise<number> {
  const where = { promotion_id_email: { promotion_id: promotionId, email: FORMER_PARTICIPANT_EMAIL } };
  const existing = await db.user.findUnique({ where, select: { id: true } });
  if (existing) return existing.id;
  try {
    const created = await db.user.create({
      data: {
        promotion_id: promotionId, email: FORMER_PARTICIPANT_EMAIL, role: 'User', password_hash: null, deleted_at: new Date(),
        // No password hash: no sign-in at all.
        flags: { has_been_home: true },
        profile: { create: { first_name: M.formerParticipant, last_name: '' } },
      },
      select: { id: true },
    });
    return created.id;
  } catch (error) {
    // Two deletions in one promotion at once: the other one created it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return (await db.user.findUniqueOrThrow({ where, select: { id: true } })).id;
    }
    throw error;
  }
}

export async function deleteOwnAccount(userId: number, input: { password: string }): Promise<void> {
  const user = await db.user.findFirst({
    where: { id: userId, deleted_at: null },
    select: { id: true, email: true, promotion_id: true, password_hash: true, profile: { select: { first_name: true, last_name: true } } },
  });
  if (!user || user.promotion_id === null) throw new NotFound(M.userNotFound);
  // An account without a password (single sign-on) is confirmed by the word DELETE alone.
  if (user.password_hash && !(await verifyPassword(input.password, user.password_hash))) throw new Invalid(M.deletePasswordWrong);
  await eraseAccount({ ...user, promotion_id: user.promotion_id });
}

/**
 * A coordinator deletes a participant from the user table (administration.md §6): the same erasure, with the audit
 * row written in its transaction (`audit` runs inside it). The caller has checked who may delete whom.
 */
export async function deleteAccountByAdministrator(userId: number, audit: (tx: Tx) => Promise<void>): Promise<void> {
  const user = await db.user.findFirst({
    where: { id: userId, deleted_at: null },
    select: { id: true, email: true, promotion_id: true, profile: { select: { first_name: true, last_name: true } } },
  });
  if (!user || user.promotion_id === null) throw new NotFound(M.userNotFound);
  await eraseAccount({ ...user, promotion_id: user.promotion_id }, audit);
}

interface ErasedAccount {
  id: number;
  email: string;
  promotion_id: number;
  profile: { first_name: string; last_name: string } | null;
}

async function eraseAccount(user: ErasedAccount, audit?: (tx: Tx) => Promise<void>): Promise<void> {
  const userId = user.id;
  const promotionId = user.promotion_id;
  const formerId = await formerParticipantOf(promotionId);
  const name = fullName(user.profile?.first_name, user.profile?.last_name);

  const orphanedFiles = await withDomainEvents(async (tx, events) => {
    await lockUserSql.run(tx, userId);
    await leaveTeamsForDeletion(tx, promotionId, userId, events);
    await handOverPostsSql.run(tx, userId, formerId);
    await handOverMessagesSql.run(tx, userId, formerId);
    await handOverSharedPhotosSql.run(tx, userId, formerId);
    if (name.trim().length >= 3) await anonymiseNotificationsSql.run(tx, promotionId, name, M.formerParticipant);
    await tx.feedback.deleteMany({ where: { user_id: userId } });
    await tx.contactRequest.deleteMany({ where: { user_id: userId } });
    await tx.friendship.deleteMany({ where: { promotion_id: promotionId, friend_email: user.email } });
    await tx.teamInvite.deleteMany({ where: { promotion_id: promotionId, email: user.email } });
    await tx.emailMessage.deleteMany({ where: { to: user.email, promotion_id: promotionId } });
    await tx.loginAttempt.deleteMany({ where: { email: user.email, promotion_id: promotionId } });
    // The uploads still theirs (profile photo, photos of deleted reflections) go with the row; their stored files after.
    const files = await tx.uploadedFile.findMany({ where: { user_id: userId }, select: { storage_key: true } });
    // Their my-data exports go with the row (cascade); the ZIPs in the storage after.
    const exports = await tx.dataExport.findMany({ where: { user_id: userId, storage_key: { not: null } }, select: { storage_key: true } });
    await tx.user.delete({ where: { id: userId }, select: { id: true } });
    if (audit) await audit(tx);
    return [...files.map((f) => f.storage_key), ...exports.map((e) => e.storage_key!)];
  }, { timeout: 30_000 });
  await removeStoredFiles(orphanedFiles);
}

/** Best effort after the commit: a file left behind is unreachable (its row and URL are gone) and only costs space. */
async function removeStoredFiles(keys: string[]): Promise<void> {
  const storage = fileStorage();
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      logger.error('account deletion: stored file not removed', { error, key });
    }
  }
}
