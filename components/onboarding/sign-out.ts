'use client';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Signs out and reloads the welcome page, so nothing of the session survives (as the user menu does). */
export async function signOutToWelcome(queryClient: QueryClient): Promise<void> {
  try {
    await api.post('/users/logout', undefined, { redirectOnUnauthorized: false });
  } catch {
    // Signed out either way: the cookie is gone or was never valid.
  }
  queryClient.clear();
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: open dialogs, sockets and caches all go
  window.location.assign('/welcome');
}
