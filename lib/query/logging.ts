'use client';
// Client calls of the daily loop (docs/logging.md has every route, shape and message): home data, tiles, user
// activities, quiz answers, day records and their realtime refresh. The response types are the serializers' own
// (lib/logging, lib/entries, lib/scenes types.ts); every write invalidates the 'logging' family so home, week and
// detail agree.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentItem } from '@/lib/content/types';
import type { Entry, FeelsValue, WeekEntries } from '@/lib/entries/types';
import type { Home, LoggedHome, QuizAnswerList, QuizResult, UserActivity } from '@/lib/logging/types';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { UserScene } from '@/lib/scenes/types';
import { useRealtime, useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { fetchContent } from './onboarding';
import { queryKeys } from './keys';
import { activityKeys } from './activities';

export const loggingKeys = {
  all: ['logging'] as const,
  home: (dt: string | null, page = 1) => ['logging', 'home', dt ?? 'today', page] as const,
  entries: (week: number) => ['logging', 'entries', week] as const,
  userActivity: (id: number) => ['logging', 'user_activities', id] as const,
  quizAnswers: (activityId: number) => ['logging', 'quiz_answers', activityId] as const,
  content: (category: string, key?: string) => ['custom_content', category, key ?? ''] as const,
};

// --- Home ------------------------------------------------------------------------------------------------------

/** GET /api/logging?dt=&page= — `dt` (a date overriding the current date) views another day of the program. */
export function useHome(dt: string | null, page = 1, enabled = true) {
  return useQuery({
    queryKey: loggingKeys.home(dt, page),
    queryFn: async () => (await api.get<Home[]>('/logging', { query: { dt: dt ?? undefined, page, page_size: 10 } }))[0]!,
    enabled,
    staleTime: 10_000,
  });
}

/** POST /api/logging {activity_id, tile_number, dt?}: the loggable act into a tile; the answer is the new home. */
export function useLogTile(dt: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { activity_id: number; tile_number: number }) =>
      (await api.post<LoggedHome[]>('/logging', { ...body, ...(dt ? { dt } : {}) }))[0]!,
    onSuccess: async (home) => {
      queryClient.setQueryData(loggingKeys.home(dt), home);
      await invalidateLogging(queryClient, { keepHome: dt });
    },
  });
}

/** PUT /api/user_scenes/{id} {is_archived: true}: the 'finished work' dialog's answer. */
export function useArchiveScene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<UserScene>(`/user_scenes/${id}`, { is_archived: true }),
    onSuccess: () => invalidateLogging(queryClient),
  });
}

// --- User activities ---------------------------------------------------------------------------------------------

export function useUserActivity(id: number | null) {
  return useQuery({
    queryKey: loggingKeys.userActivity(id ?? 0),
    queryFn: () => api.get<UserActivity>(`/user_activities/${id}`),
    enabled: id !== null,
  });
}

/**
 * POST /api/user_activities: without recorded_on the activity waits on the home screen for a tile (the loggable
 * act); with recorded_on (api_version 2 date selection) it is logged to that day's first free tile.
 */
export function useAddUserActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { activity_id: number; recorded_on?: string }) => api.post<UserActivity>('/user_activities', body),
    onSuccess: () => invalidateLogging(queryClient),
  });
}

/** PUT /api/user_activities/{id} {is_active}: deactivate or activate a logged activity. */
export function useSetUserActivityActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_active }: { id: number; is_active: boolean }) => api.put<UserActivity>(`/user_activities/${id}`, { is_active }),
    onSuccess: (ua) => {
      queryClient.setQueryData(loggingKeys.userActivity(ua.id), ua);
      return invalidateLogging(queryClient, { keepUserActivity: ua.id });
    },
  });
}

/** DELETE /api/user_activities/{id}: unlog (points removed, tile freed) or drop the waiting pick. */
export function useRemoveUserActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/user_activities/${id}`),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: loggingKeys.userActivity(id) });
      return invalidateLogging(queryClient);
    },
  });
}

// --- Quiz --------------------------------------------------------------------------------------------------------

export function useQuizAnswers(activityId: number | null, enabled = true) {
  return useQuery({
    queryKey: loggingKeys.quizAnswers(activityId ?? 0),
    queryFn: async () => (await api.get<QuizAnswerList>('/user_quiz_answers', { query: { activity_id: activityId! } })).data,
    enabled: enabled && activityId !== null,
  });
}

/** POST /api/user_quiz_answers/{activity_id} {answer_idx}: 'Correct!' / 'Try again.'; 406 carries a message. */
export function useAnswerQuiz(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerIdx: number) => api.post<QuizResult>(`/user_quiz_answers/${activityId}`, { answer_idx: answerIdx }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: loggingKeys.quizAnswers(activityId) });
      if (result.points_added > 0) await invalidateLogging(queryClient);
    },
  });
}

// --- Day records -------------------------------------------------------------------------------------------------

/** GET /api/entries?wk=N: the seven days of program week N. */
export function useWeekEntries(week: number, enabled = true) {
  return useQuery({
    queryKey: loggingKeys.entries(week),
    queryFn: async () => (await api.get<WeekEntries>('/entries', { query: { wk: week } })).data,
    enabled: enabled && week >= 1,
  });
}

/** PUT /api/entries/{id} {entry_activities: [{id, feels_value}]}: how the day's activities felt. */
export function useSaveFeels(week: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, id, feels_value }: { entryId: number; id: number; feels_value: FeelsValue }) =>
      api.put<Entry>(`/entries/${entryId}`, { entry_activities: [{ id, feels_value }] }),
    // The choice shows at once; a refusal puts the server's state back.
    onMutate: ({ id, feels_value }) => {
      queryClient.setQueryData<Entry[]>(loggingKeys.entries(week), (days) =>
        days?.map((d) => ({ ...d, entry_activities: d.entry_activities.map((ea) => (ea.id === id ? { ...ea, feels_value } : ea)) })),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: loggingKeys.entries(week) }),
    onSuccess: (entry) => {
      queryClient.setQueryData<Entry[]>(loggingKeys.entries(week), (days) => days?.map((d) => (d.recorded_on === entry.recorded_on ? entry : d)));
    },
  });
}

// --- Content -------------------------------------------------------------------------------------------------------

/** Content items of a category (and key): home greetings, logging texts, tutorials. */
export function useContent(category: string, key?: string) {
  return useQuery<ContentItem[]>({
    queryKey: loggingKeys.content(category, key),
    queryFn: () => fetchContent(category, key),
    staleTime: 10 * 60_000,
  });
}

// --- Freshness -----------------------------------------------------------------------------------------------------

type QueryClient = ReturnType<typeof useQueryClient>;

/** Everything a logging change can move: home (any day), weeks, user activities, the catalogue's state and points. */
export async function invalidateLogging(queryClient: QueryClient, keep: { keepHome?: string | null; keepUserActivity?: number } = {}) {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: loggingKeys.all,
      predicate: (query) => {
        const key = query.queryKey;
        if (keep.keepHome !== undefined && key[1] === 'home' && key[2] === (keep.keepHome ?? 'today') && key[3] === 1) return false;
        if (keep.keepUserActivity !== undefined && key[1] === 'user_activities' && key[2] === keep.keepUserActivity) return false;
        return true;
      },
    }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

/**
 * The user's other tabs (and the server's own follow-ups) announce changes on user_{id} (docs/logging.md "Realtime"):
 * entryUpdated refreshes the logging queries, userUpdated replaces the cached user (points, goal flags).
 */
export function useLoggingRealtime(promotion: Pick<CurrentPromotion, 'websocket_channel'> | null | undefined, enabled = true) {
  const queryClient = useQueryClient();
  useRealtime({ channels: promotion?.websocket_channel ? [promotion.websocket_channel] : [], enabled });
  useRealtimeEvent('entryUpdated', () => {
    void queryClient.invalidateQueries({ queryKey: loggingKeys.all });
  });
  useRealtimeEvent('userUpdated', (user) => {
    if (user && typeof user === 'object' && 'id' in user) queryClient.setQueryData(queryKeys.currentUser, user);
    void queryClient.invalidateQueries({ queryKey: ['logging', 'home'] });
  });
}
