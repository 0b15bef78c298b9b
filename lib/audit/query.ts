'use client';
// Client call of the audit trail (lib/audit/types.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuditList, AuditQuery } from './types';

export const AUDIT_PAGE_SIZE = 25;

export function useAuditEvents(query: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => api.get<AuditList>('/audit', { query: { ...query, page_size: AUDIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
