'use client';
// Settings and My data: GET/PUT /api/users/{id}/settings ('me', or the account a Master edits), the data exports and
// the account deletion.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SettingsInput } from '@/lib/settings/schemas';
import type { AccountDeleted, DataExport, SettingsSaved, UserSettings } from '@/lib/settings/types';
import { EXPORT_POLL_MS } from '@/lib/settings/constants';
import { queryKeys } from './keys';

export type SettingsOwnerId = number | 'me';

export const settingsKey = (userId: SettingsOwnerId) => ['users', userId, 'settings'] as const;
export const dataExportKey = ['users', 'me', 'data_export'] as const;

export function useSettings(userId: SettingsOwnerId = 'me') {
  return useQuery({ queryKey: settingsKey(userId), queryFn: () => api.get<UserSettings>(`/users/${userId}/settings`) });
}

/** Saves, puts the answer in the cache, and refreshes the signed-in user (name and photo in the header). */
export function useSaveSettings(userId: SettingsOwnerId = 'me') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsInput) => api.put<SettingsSaved>(`/users/${userId}/settings`, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(userId), saved.user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}

/** The latest export; polled while it is being prepared. */
export function useLatestExport() {
  return useQuery({
    queryKey: dataExportKey,
    queryFn: async () => (await api.get<{ data_export: DataExport | null }>('/users/me/data_exports')).data_export,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? EXPORT_POLL_MS : false;
    },
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<{ data_export: DataExport }>('/users/me/data_exports')).data_export,
    onSuccess: (row) => queryClient.setQueryData(dataExportKey, row),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { password: string; confirm: string }) => api.post<AccountDeleted>('/users/me/account_deletion', body),
  });
}
