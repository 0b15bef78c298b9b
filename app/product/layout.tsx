// The product page (a host without a running promotion): the shell that chooses its header at runtime.
import type { ReactNode } from 'react';
import { AppShellLayout } from '@/app/_shell/app-shell-layout';

export default function ProductLayout({ children }: { children: ReactNode }) {
  return <AppShellLayout>{children}</AppShellLayout>;
}
