import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Client errors (4xx) are answers, not hiccups: only network failures and 5xx are retried, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
