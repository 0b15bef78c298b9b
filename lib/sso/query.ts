'use client';
// Client calls of the organization form's OpenID Connect section (docs/sso.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OidcSettings, SsoTestRun } from './types';
import type { OidcSettingsValues } from './schemas';

export const ssoKeys = {
  settings: (organizationId: number) => ['admin', 'organization', organizationId, 'sso'] as const,
  test: (organizationId: number, testId: string) => ['admin', 'organization', organizationId, 'sso_test', testId] as const,
};

export function useOidcSettings(organizationId: number) {
  return useQuery({
    queryKey: ssoKeys.settings(organizationId),
    queryFn: ({ signal }) => api.get<OidcSettings>(`/organizations/${organizationId}/sso`, { signal }),
  });
}

export function useSaveOidcSettings(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OidcSettingsValues) => api.put<OidcSettings>(`/organizations/${organizationId}/sso`, values),
    onSuccess: (saved) => queryClient.setQueryData(ssoKeys.settings(organizationId), saved),
  });
}

export function useStartSsoTest(organizationId: number) {
  return useMutation({
    mutationFn: (values: OidcSettingsValues) => api.post<SsoTestRun>(`/organizations/${organizationId}/sso_test`, values),
  });
}

/** Polls a pending run every 1.5 s until the round trip in the other window ends it. */
export function useSsoTestRun(organizationId: number, testId: string | null) {
  return useQuery({
    queryKey: ssoKeys.test(organizationId, testId ?? ''),
    queryFn: ({ signal }) => api.get<SsoTestRun>(`/organizations/${organizationId}/sso_test/${testId}`, { signal }),
    enabled: testId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? 1500 : false),
  });
}
