// Who may see a stored file. Plain uploads are public behind their unguessable URL (wall photos are shown in emails
// and notifications); a `secure` upload only to a signed-in account of its promotion, or one that reaches its wall
// (administrators, wall experts). Anyone else gets the same 404 as for a key that does not exist.
import 'server-only';
import type { Actor } from '@/server/auth/actor';
import { canReachWall } from '@/server/tenancy/access';
import type { StoredFileRow } from './queries';

export async function mayViewFile(actor: Actor | null, file: Pick<StoredFileRow, 'is_secure' | 'promotion_id'>): Promise<boolean> {
  if (!file.is_secure) return true;
  if (!actor || file.promotion_id === null) return false;
  return actor.promotion_id === file.promotion_id || canReachWall(actor, file.promotion_id);
}
