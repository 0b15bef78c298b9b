'use client';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Signs out and reloads the welcome page, so nothing of the session survives (as the user menu does). */
export async function signOutToWelcome(queryClient: QueryClient): Promise<void> {
  let next = '/welcome';
  try {
    const out = await api.post<{ redirect_to?: string }>('/users/logout', undefined, { redirectOnUnauthorized: false });
    // An SSO organization's participants go on to its SSO redirect or their provider's sign-out (docs/sso.md).
    next = out?.redirect_to ?? next;
  } catch {
    // Signed out either way: the cookie is gone or was never valid.
  }
  queryClient.clear();
  // A full load on purpose: open dialogs, sockets and caches all go.
  window.location.assign(next);
}
