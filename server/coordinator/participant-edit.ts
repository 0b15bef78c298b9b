// A coordinator's edit of a participant (docs/coordinator-dashboard.md "Edit"): the first and last name and the
// location, nothing else. The email, password and role stay master-only (/settings/dashboard): a coordinator who
// could change them could take the account over. The same rules as the user table's delete: the participant must be
// within the viewer's reach (else 404, as if they did not exist), location and regional coordinators edit plain
// participants only, and nobody edits themselves here (a regional coordinator moving their own location would move
// their reach). A new location must lie within the reach too, so nobody is moved out of sight.
import 'server-only';
import { withDomainEvents } from '@/server/events';
import { Forbidden, Invalid } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { mayManageParticipant, withinReach } from '@/server/auth/abilities';
import { userSelect } from '@/server/users/queries';
import type { Actor } from '@/server/auth/actor';
import type { Role } from '@/lib/roles';
import type { ParticipantEditInput } from '@/lib/coordinator/schemas';
import type { ParticipantDetail } from '@/lib/coordinator/types';
import { COORDINATOR_MESSAGES as M } from '@/lib/coordinator/messages';
import { SETTINGS_MESSAGES } from '@/lib/settings/messages';
import type { CoordinatorScope } from './context';
import { findParticipantInReach, forgetParticipantCounts, participantDetail } from './participants';

export async function editParticipant(
  scope: CoordinatorScope,
  actor: Pick<Actor, 'id' | 'role'>,
  source: { actorId: number; ip: string | null },
  userId: number,
  input: ParticipantEditInput,
): Promise<ParticipantDetail> {
  const user = await findParticipantInReach(scope, userId);
  if (user.id === actor.id) throw new Forbidden(M.cannotEditSelf);
  if (!mayManageParticipant(actor.role, user.role as Role)) throw new Forbidden(M.cannotEditAdministrator);
  if (input.location_id !== undefined && (!scope.tree.get(input.location_id) || !withinReach(scope.reach, input.location_id))) {
    throw new Invalid(SETTINGS_MESSAGES.invalidLocation);
  }
  const before = { first_name: user.profile?.first_name ?? '', last_name: user.profile?.last_name ?? '', location_id: user.location_id };
  const after = {
    first_name: input.first_name ?? before.first_name,
    last_name: input.last_name ?? before.last_name,
    location_id: input.location_id ?? before.location_id,
  };
  const names = { first_name: after.first_name, last_name: after.last_name };
  await withDomainEvents(async (tx, events) => {
    if (after.first_name !== before.first_name || after.last_name !== before.last_name) {
      await tx.profile.upsert({ where: { user_id: userId }, update: names, create: { user_id: userId, ...names } });
    }
    if (after.location_id !== before.location_id) await tx.user.update({ where: { id: userId }, data: { location_id: after.location_id } });
    // Under the administrator who made the change (an impersonation cannot reach this call: it is administration).
    await recordAudit(tx, { ...source, action: 'update', recordType: 'User', recordId: userId, promotionId: scope.promotionId, before, after });
    events.record('user.updated', { user: await tx.user.findUniqueOrThrow({ where: { id: userId }, select: userSelect }) });
  });
  // The user table's counts per location filter change with a move.
  if (after.location_id !== before.location_id) forgetParticipantCounts();
  return participantDetail(scope, userId);
}
