'use client';
// Client calls of the organization form's SCIM section (docs/scim.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ScimTokenState } from './types';

const key = (organizationId: number) => ['admin', 'organization', organizationId, 'scim_token'] as const;

export function useScimToken(organizationId: number) {
  return useQuery({
    queryKey: key(organizationId),
    queryFn: ({ signal }) => api.get<ScimTokenState>(`/organizations/${organizationId}/scim_token`, { signal }),
  });
}

export function useRotateScimToken(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ScimTokenState & { secret: string }>(`/organizations/${organizationId}/scim_token`, {}),
    onSuccess: ({ secret: _secret, ...state }) => queryClient.setQueryData(key(organizationId), state),
  });
}

export function useRevokeScimToken(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/organizations/${organizationId}/scim_token`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(organizationId) }),
  });
}
