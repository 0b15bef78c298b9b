'use client';
// Client calls of the dashboard's resellers and organizations (lib/organizations/types.ts, lib/resellers/types.ts).
// A save refreshes every ['admin'] list so tables and counts follow.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Organization, OrganizationList, OrganizationWithKey } from './types';
import type { OrganizationValues } from './schemas';
import type { Reseller, ResellerList } from '@/lib/resellers/types';

export const adminKeys = {
  all: ['admin'] as const,
  organizations: (filter: { resellerId?: number; page: number; q?: string }) => ['admin', 'organizations', filter] as const,
  organization: (id: number) => ['admin', 'organization', id] as const,
  resellers: (page: number) => ['admin', 'resellers', page] as const,
  allResellers: ['admin', 'resellers', 'all'] as const,
  reseller: (id: number) => ['admin', 'reseller', id] as const,
};

export const ORGANIZATIONS_PAGE_SIZE = 25;

export function useOrganizations(filter: { resellerId?: number; page: number; q?: string }) {
  return useQuery({
    queryKey: adminKeys.organizations(filter),
    queryFn: ({ signal }) => api.get<OrganizationList>('/organizations', {
      query: { reseller_id: filter.resellerId, page: filter.page, page_size: ORGANIZATIONS_PAGE_SIZE, q: filter.q || undefined }, signal,
    }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganization(id: number | null) {
  return useQuery({
    queryKey: adminKeys.organization(id ?? 0),
    queryFn: ({ signal }) => api.get<Organization>(`/organizations/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** page_size 0: every reseller, for the organization form's and filter's choices (masters only). */
export function useAllResellers(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.allResellers,
    queryFn: ({ signal }) => api.get<ResellerList>('/resellers', { query: { page_size: 0 }, signal }).then((l) => l.data),
    enabled,
    staleTime: 60_000,
  });
}

export function useResellers(page: number) {
  return useQuery({
    queryKey: adminKeys.resellers(page),
    queryFn: ({ signal }) => api.get<ResellerList>('/resellers', { query: { page, page_size: 25 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReseller(id: number | null) {
  return useQuery({ queryKey: adminKeys.reseller(id ?? 0), queryFn: ({ signal }) => api.get<Reseller>(`/resellers/${id}`, { signal }), enabled: id !== null });
}

export function useSaveOrganization(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OrganizationValues) =>
      id === null ? api.post<OrganizationWithKey>('/organizations', values) : api.put<Organization>(`/organizations/${id}`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useRotateWskey(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OrganizationWithKey>(`/organizations/${id}/wskey`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useSaveReseller(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => (id === null ? api.post<Reseller>('/resellers', { name }) : api.put<Reseller>(`/resellers/${id}`, { name })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
