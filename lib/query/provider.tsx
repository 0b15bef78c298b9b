'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
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

export function QueryProvider({ initialUser, initialPromotion, children }: QueryProviderProps) {
  const [queryClient] = useState(() => {
    const client = makeQueryClient();
    client.setQueryData(queryKeys.currentUser, initialUser);
    client.setQueryData(queryKeys.currentPromotion, initialPromotion);
    return client;
  });
  // A 401 anywhere: forget everything cached about the user before leaving for the login.
  useEffect(() => onUnauthorizedReset(() => queryClient.clear()), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
