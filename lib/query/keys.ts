// Query keys in one place so invalidations and cache seeding agree.
import type { WallFilter, WallableType } from '@/lib/wall/constants';
import type { NotificationFilter } from '@/lib/notifications/schemas';

/** What one wall list shows: a tab (filter), one author, a search, another wallable, another promotion (dashboard). */
export interface WallListParams {
  filter: WallFilter;
  pageSize: number;
  userId?: number;
  search?: string;
  wallableType?: WallableType;
  wallableId?: number;
  /** On the dashboard host: whose wall (experts and masters). */
  promotionId?: number;
}

export const queryKeys = {
  currentUser: ['users', 'me'] as const,
  currentPromotion: ['promotions', 'current'] as const,
  wall: {
    all: ['posts'] as const,
    lists: ['posts', 'list'] as const,
    list: (params: WallListParams) => ['posts', 'list', params] as const,
    details: ['posts', 'detail'] as const,
    detail: (id: number, promotionId: number | undefined) => ['posts', 'detail', id, promotionId ?? null] as const,
    follows: (promotionId: number | undefined) => ['follows', 'me', promotionId ?? null] as const,
    friends: ['friendships', 'accepted'] as const,
    expertPromotions: ['wall', 'promotions'] as const,
  },
};

/**
 * The notification centre's lists. Here rather than in notifications.ts, so the header's live toasts can refresh them
 * without bringing the centre's infinite-list code into every page's first load.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
};
