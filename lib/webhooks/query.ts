'use client';
// Client calls of the webhooks page (docs/webhooks.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListResponse } from '@/lib/list-response';
import type { WebhookEndpointValues } from './schemas';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from './types';

const keys = {
  list: (org: number) => ['admin', 'organization', org, 'webhooks'] as const,
  deliveries: (org: number, hook: number) => ['admin', 'organization', org, 'webhooks', hook, 'deliveries'] as const,
};

export function useWebhooks(org: number) {
  return useQuery({ queryKey: keys.list(org), queryFn: ({ signal }) => api.get<ListResponse<WebhookEndpoint>>(`/organizations/${org}/webhooks`, { signal }) });
}

export function useCreateWebhook(org: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WebhookEndpointValues) => api.post<WebhookEndpointWithSecret>(`/organizations/${org}/webhooks`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.list(org) }),
  });
}

export function useWebhookActions(org: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.list(org) });
  return {
    remove: useMutation({ mutationFn: (hook: number) => api.delete<void>(`/organizations/${org}/webhooks/${hook}`), onSuccess: refresh }),
    test: useMutation({ mutationFn: (hook: number) => api.post<{ queued: number }>(`/organizations/${org}/webhooks/${hook}/test`, {}), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ hook, values }: { hook: number; values: WebhookEndpointValues }) => api.put<WebhookEndpoint>(`/organizations/${org}/webhooks/${hook}`, values),
      onSuccess: refresh,
    }),
    rotate: useMutation({ mutationFn: (hook: number) => api.post<WebhookEndpointWithSecret>(`/organizations/${org}/webhooks/${hook}/rotate_secret`, {}), onSuccess: refresh }),
    redeliver: useMutation({
      mutationFn: ({ hook, delivery }: { hook: number; delivery: string }) => api.post<void>(`/organizations/${org}/webhooks/${hook}/deliveries/${delivery}/redeliver`, {}),
      onSuccess: (_data, { hook }) => queryClient.invalidateQueries({ queryKey: keys.deliveries(org, hook) }),
    }),
  };
}

export function useWebhookDeliveries(org: number, hook: number | null) {
  return useQuery({
    queryKey: keys.deliveries(org, hook ?? 0),
    queryFn: ({ signal }) => api.get<{ data: WebhookDelivery[] }>(`/organizations/${org}/webhooks/${hook}/deliveries`, { signal }),
    enabled: hook !== null,
    // Retries land in the background: the open log follows them.
    refetchInterval: 5000,
  });
}
