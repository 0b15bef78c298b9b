'use client';
// Client calls of a master's MFA reset (docs/mfa.md "Reset by a master").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MfaAdministrator } from './admin-reset';
import type { ListResponse } from '@/lib/list-response';

const key = (q: string) => ['mfa', 'administrators', q] as const;

export function useMfaAdministrators(q: string) {
  return useQuery({
    queryKey: key(q),
    queryFn: ({ signal }) => api.get<ListResponse<MfaAdministrator>>('/mfa/administrators', { query: { q: q || undefined }, signal }).then((r) => r.data),
    // The list stays while a new search answers.
    placeholderData: (previous) => previous,
  });
}

export function useResetAdministratorMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/mfa/administrators/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mfa', 'administrators'] }),
  });
}
