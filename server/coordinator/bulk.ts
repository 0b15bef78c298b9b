// The user table's bulk unlock: the per-user rules applied row by row inside one request — each id must be a
// participant of this promotion within the viewer's location reach (else not_found, as the one-row routes answer 404)
// and one the viewer may manage (else forbidden) — then the same audited unlock as POST /users/{id}/unlock.
import 'server-only';
import { db } from '@/server/db';
import { mayManageParticipant, withinReach } from '@/server/auth/abilities';
import { unlockAccount } from '@/server/super-users/mutations';
import type { Role } from '@/lib/roles';
import type { BulkRowResult, ParticipantBulkInput, ParticipantBulkResult } from '@/lib/coordinator/bulk';
import { COORDINATOR_MESSAGES as M } from '@/lib/coordinator/messages';
import type { CoordinatorScope } from './context';
import { forgetParticipantCounts } from './participants';

export async function bulkParticipants(scope: CoordinatorScope, actorRole: Role, source: { actorId: number; ip: string | null },
  input: ParticipantBulkInput): Promise<ParticipantBulkResult> {
  const ids = [...new Set(input.user_ids)];
  const users = await db.user.findMany({
    where: { id: { in: ids }, promotion_id: scope.promotionId, deleted_at: null },
    select: { id: true, role: true, location_id: true, is_locked: true },
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  const data: BulkRowResult[] = [];
  // One row at a time: each unlock is its own audited transaction, so a failure stops nothing else.
  for (const id of ids) {
    const user = byId.get(id);
    if (!user || !withinReach(scope.reach, user.location_id)) {
      data.push({ id, status: 'not_found', error: M.participantNotFound });
    } else if (user.id !== source.actorId && !mayManageParticipant(actorRole, user.role as Role)) {
      data.push({ id, status: 'forbidden', error: M.cannotManageAdministrator });
    } else if (!user.is_locked) {
      data.push({ id, status: 'not_locked', error: null });
    } else {
      await unlockAccount(source, user.id);
      data.push({ id, status: 'unlocked', error: null });
    }
  }
  if (data.some((r) => r.status === 'unlocked')) forgetParticipantCounts();
  const failed = data.filter((r) => r.error !== null).length;
  return { data, meta: { done: data.length - failed, failed } };
}
