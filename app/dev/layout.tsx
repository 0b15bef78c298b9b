// Development tools (the mail outbox): the signed-in shell, as every page outside welcome and sign-up.
import type { ReactNode } from 'react';
import { AppShellLayout } from '@/app/_shell/app-shell-layout';

export default function DevLayout({ children }: { children: ReactNode }) {
  return <AppShellLayout>{children}</AppShellLayout>;
}
