'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { onUnauthorizedReset } from '@/lib/api-client';
import { makeQueryClient } from './client';
import { queryKeys } from './keys';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';

export interface QueryProviderProps {
  /** The server render's answers to GET /users/me and GET /promotions/current. */
  initialUser: CurrentUser | null;
  initialPromotion: CurrentPromotion | null;
  children: ReactNode;
}

// One client per tab: the provider is mounted by each route group's layout (components/shell/app-shell.tsx), so a
// navigation from one group to another remounts it and must find the same cache. On the server, one per render.
let browserClient: QueryClient | undefined;

function queryClientFor(initialUser: CurrentUser | null, initialPromotion: CurrentPromotion | null): QueryClient {
  if (typeof window !== 'undefined' && browserClient) return browserClient;
  const client = makeQueryClient();
  client.setQueryData(queryKeys.currentUser, initialUser);
  client.setQueryData(queryKeys.currentPromotion, initialPromotion);
  if (typeof window !== 'undefined') browserClient = client;
  return client;
}

export function QueryProvider({ initialUser, initialPromotion, children }: QueryProviderProps) {
  const [queryClient] = useState(() => queryClientFor(initialUser, initialPromotion));
  // A 401 anywhere: forget everything cached about the user before leaving for the login.
  useEffect(() => onUnauthorizedReset(() => queryClient.clear()), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
