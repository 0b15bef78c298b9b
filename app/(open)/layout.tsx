// Recipes and tips, open signed in or out: the shell that chooses its header at runtime.
import type { ReactNode } from 'react';
import { AppShellLayout } from '@/app/_shell/app-shell-layout';

export default function OpenLayout({ children }: { children: ReactNode }) {
  return <AppShellLayout>{children}</AppShellLayout>;
}
