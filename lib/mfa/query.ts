'use client';
// Client calls of MFA (docs/mfa.md): the account's own state and setup, and the organization form's requirement.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MfaEnrolment, MfaRecoveryCodes, MfaStatus, OrganizationMfaPolicy } from './constants';

export const mfaKeys = {
  status: ['mfa', 'status'] as const,
  organization: (id: number) => ['mfa', 'organization', id] as const,
};

export function useMfaStatus() {
  return useQuery({ queryKey: mfaKeys.status, queryFn: ({ signal }) => api.get<MfaStatus>('/mfa', { signal }) });
}

function useMfaMutation<I, T>(call: (input: I) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.status }) });
}

export const useStartEnrolment = () => useMfaMutation(() => api.post<MfaEnrolment>('/mfa/enrolment'));
// No refresh of the state here: the setup stays on screen to show the recovery codes; its "done" reloads the page.
export const useConfirmEnrolment = () => useMutation({ mutationFn: (code: string) => api.post<MfaRecoveryCodes>('/mfa/enrolment/confirm', { code }) });
export const useRegenerateCodes = () => useMfaMutation((code: string) => api.post<MfaRecoveryCodes>('/mfa/recovery_codes', { code }));
export const useDisableMfa = () => useMfaMutation((proof: { code?: string; password?: string }) => api.post<MfaStatus>('/mfa/disable', proof));

export function useOrganizationMfa(id: number | null) {
  return useQuery({
    queryKey: mfaKeys.organization(id ?? 0),
    queryFn: ({ signal }) => api.get<OrganizationMfaPolicy>(`/mfa/organizations/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useSetOrganizationMfa(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (require_mfa: boolean) => api.put<OrganizationMfaPolicy>(`/mfa/organizations/${id}`, { require_mfa }),
    onSuccess: (policy) => queryClient.setQueryData(mfaKeys.organization(id), policy),
  });
}
