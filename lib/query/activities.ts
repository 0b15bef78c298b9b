'use client';
// Client calls of the activity catalogue (docs/logging.md "Activities"): the list of a week, one activity and the
// bookmark toggle. The detail screen takes an activity from any cached list first and fetches it
// only when no list holds it.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CategoryKey } from '@/lib/activities/categories';
import type { Activity, ActivityList } from '@/lib/activities/types';
import type { ActivityGroup } from '@/lib/activities/schemas';

export interface ActivityListParams {
  week?: number;
  category?: CategoryKey;
  group?: ActivityGroup;
}

export const activityKeys = {
  all: ['activities'] as const,
  list: (promotionId: number, params: ActivityListParams) => ['activities', 'list', promotionId, params] as const,
  one: (id: number) => ['activities', 'one', id] as const,
};

/** GET /api/promotions/{id}/activities?week=&category=&group=&page_size=0 — all of them, in week and sequence order. */
export function useActivities(promotionId: number | null | undefined, params: ActivityListParams, enabled = true) {
  return useQuery({
    queryKey: activityKeys.list(promotionId ?? 0, params),
    queryFn: async () =>
      (await api.get<ActivityList>(`/promotions/${promotionId}/activities`, { query: { ...params, page_size: 0 } })).data,
    enabled: enabled && !!promotionId,
  });
}

function cachedActivity(queryClient: QueryClient, id: number): Activity | undefined {
  for (const [, list] of queryClient.getQueriesData<Activity[]>({ queryKey: ['activities', 'list'] })) {
    const found = list?.find((a) => a.id === id);
    if (found) return found;
  }
  return undefined;
}

/** GET /api/activities/{id}, starting from a cached list's copy when there is one. */
export function useActivity(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: activityKeys.one(id ?? 0),
    queryFn: () => api.get<Activity>(`/activities/${id}`),
    enabled: id !== null,
    initialData: () => (id === null ? undefined : cachedActivity(queryClient, id)),
    // A list's copy is a moment old: refetch it in the background (bookmark state may have moved in another tab).
    initialDataUpdatedAt: 0,
  });
}

/** PUT /api/activities/{id}/bookmark {bookmarked}: sets it; every cached copy follows at once. */
export function useSetBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, bookmarked }: { id: number; bookmarked: boolean }) => api.put<Activity>(`/activities/${id}/bookmark`, { bookmarked }),
    onMutate: ({ id, bookmarked }) => patchActivity(queryClient, id, { bookmarked }),
    onError: (_error, { id, bookmarked }) => patchActivity(queryClient, id, { bookmarked: !bookmarked }),
    onSuccess: (activity) => {
      queryClient.setQueryData(activityKeys.one(activity.id), activity);
      patchActivity(queryClient, activity.id, { bookmarked: activity.bookmarked });
      // The bookmarked group is a different list now.
      void queryClient.invalidateQueries({
        queryKey: ['activities', 'list'],
        predicate: (q) => (q.queryKey[3] as ActivityListParams | undefined)?.group === 'bookmarked',
      });
    },
  });
}

function patchActivity(queryClient: QueryClient, id: number, patch: Partial<Activity>) {
  queryClient.setQueriesData<Activity[]>({ queryKey: ['activities', 'list'] }, (list) => list?.map((a) => (a.id === id ? { ...a, ...patch } : a)));
  queryClient.setQueryData<Activity>(activityKeys.one(id), (a) => (a ? { ...a, ...patch } : a));
}
