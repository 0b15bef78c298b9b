// The dashboard host's pages: the signed-in shell (header, query cache); each page checks its own access.
import type { ReactNode } from 'react';
import { AppShellLayout } from '@/app/_shell/app-shell-layout';

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <AppShellLayout>{children}</AppShellLayout>;
}
