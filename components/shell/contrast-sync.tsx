'use client';
// High-contrast (dark) mode is saved on the user as flags.show_high_contrast and shown as <html data-contrast="high">,
// which the server renders too, so a reload never flashes. This keeps <html> in step with the cached user; the toggle
// (use-high-contrast.ts) comes with the user menu after first paint.
import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/query/users';

export function applyContrast(high: boolean): void {
  if (high) document.documentElement.dataset.contrast = 'high';
  else delete document.documentElement.dataset.contrast;
}

/** Keeps <html> in step with the cached user (sign-out, an update from another tab). */
export function ContrastSync() {
  const { data: user } = useCurrentUser();
  const high = user?.flags.show_high_contrast === true;
  useEffect(() => applyContrast(high), [high]);
  return null;
}
