// What a wall list call asks for, resolved against the promotion and the viewer.
import { DEFAULT_WALL_PAGE_SIZE } from '@/lib/wall/constants';
import type { PostListQuery } from '@/lib/wall/schemas';
import type { UserRow } from '@/server/users/queries';
import { toPage } from '@/server/platform/pagination';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { assertWallable } from './targets';
import type { WallSelection } from './sql';

/** The selection and page of GET /api/posts; a wall of another promotion is a 404. */
export async function wallSelection(promotion: ResolvedPromotion, user: UserRow, query: PostListQuery) {
  const wallableType = query.wallable_type ?? 'Promotion';
  const wallableId = query.wallable_id ?? promotion.id;
  await assertWallable(promotion, wallableType, wallableId);
  const selection: WallSelection = {
    promotionId: promotion.id, wallableType, wallableId, viewerId: user.id, filter: query.filter,
    locationId: user.location_id ?? null, authorId: query.user_id ?? null, search: query.search || null,
  };
  return { selection, page: toPage(query, DEFAULT_WALL_PAGE_SIZE) };
}
