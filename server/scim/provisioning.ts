// What a SCIM user means for the product (docs/scim.md): an eligibility record, identifier = userName, in each of the
// organization's promotions, and through it the participant once registered. Deactivating (active false) or deleting
// the SCIM user removes those records and ends the participant's sessions: the account is locked (so a password
// does not open a new one) but nothing of theirs is deleted; retention rules decide that. Reactivating re-creates the
// records, links them back to the accounts it locked and unlocks those.
import 'server-only';
import type { Tx } from '@/server/db';
import { ScimError } from './errors';
import { primaryEmail, type ScimUserColumns } from './resource';

interface Side {
  user_name: string;
  active: boolean;
  suspended_user_ids: number[];
}

async function promotionIdsOf(tx: Tx, organizationId: number): Promise<number[]> {
  const rows = await tx.promotion.findMany({ where: { organization_id: organizationId, deleted_at: null }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Removes the records named `identifier` and locks their participants; returns the accounts it locked. */
async function deprovision(tx: Tx, promotionIds: number[], identifier: string): Promise<number[]> {
  const records = await tx.eligibility.findMany({ where: { promotion_id: { in: promotionIds }, identifier }, select: { id: true, user_id: true } });
  const userIds = records.flatMap((r) => (r.user_id === null ? [] : [r.user_id]));
  await tx.eligibility.deleteMany({ where: { id: { in: records.map((r) => r.id) } } });
  if (userIds.length === 0) return [];
  const unlocked = await tx.user.findMany({ where: { id: { in: userIds }, is_locked: false }, select: { id: true } });
  // session_version signs out every device (also the JWTs not yet checked against user_sessions); deleting the rows
  // closes their sockets at once (the delete trigger tells the realtime sidecar).
  await tx.user.updateMany({ where: { id: { in: userIds } }, data: { is_locked: true, session_version: { increment: 1 } } });
  await tx.userSession.deleteMany({ where: { user_id: { in: userIds } } });
  return unlocked.map((u) => u.id);
}

async function provision(tx: Tx, promotionIds: number[], after: ScimUserColumns, relink: number[]): Promise<void> {
  const data = { first_name: after.given_name, last_name: after.family_name, email: primaryEmail(after.emails) };
  const accounts = relink.length
    ? await tx.user.findMany({ where: { id: { in: relink }, deleted_at: null }, select: { id: true, promotion_id: true } })
    : [];
  for (const promotionId of promotionIds) {
    const account = accounts.find((a) => a.promotion_id === promotionId);
    const taken = account ? await tx.eligibility.findUnique({ where: { user_id: account.id }, select: { id: true } }) : null;
    const link = account && !taken ? { user_id: account.id } : {};
    await tx.eligibility.upsert({
      where: { promotion_id_identifier: { promotion_id: promotionId, identifier: after.user_name } },
      create: { promotion_id: promotionId, identifier: after.user_name, ...data, ...link },
      update: { ...data, ...link },
    });
  }
  if (accounts.length) await tx.user.updateMany({ where: { id: { in: accounts.map((a) => a.id) } }, data: { is_locked: false } });
}

/**
 * Brings the eligibility records in line with a SCIM user's change: `before` null for a create, `after` null for a
 * delete. Returns the accounts now held locked by this user (stored as suspended_user_ids).
 */
export async function syncEligibility(tx: Tx, organizationId: number, before: Side | null, after: ScimUserColumns | null): Promise<number[]> {
  const promotionIds = await promotionIdsOf(tx, organizationId);
  const wasActive = before?.active ?? false;
  const isActive = after?.active ?? false;
  let suspended = before?.suspended_user_ids ?? [];

  if (before && wasActive && (!isActive || before.user_name !== after?.user_name)) {
    if (isActive && after) {
      // A rename keeps the registration: the records are renamed in place, unless the new identifier is taken.
      const clash = await tx.eligibility.findFirst({
        where: { promotion_id: { in: promotionIds }, identifier: after.user_name, NOT: { identifier: before.user_name } },
        select: { id: true },
      });
      if (clash) throw new ScimError(409, `An eligibility record "${after.user_name}" already exists.`, 'uniqueness');
      await tx.eligibility.updateMany({ where: { promotion_id: { in: promotionIds }, identifier: before.user_name }, data: { identifier: after.user_name } });
    } else {
      suspended = [...new Set([...suspended, ...(await deprovision(tx, promotionIds, before.user_name))])];
    }
  }
  if (after && isActive) {
    await provision(tx, promotionIds, after, wasActive ? [] : suspended);
    if (!wasActive) suspended = [];
  }
  return suspended;
}
