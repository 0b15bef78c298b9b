// The single sign-on result pages: the shell that chooses its header at runtime.
import type { ReactNode } from 'react';
import { AppShellLayout } from '@/app/_shell/app-shell-layout';

export default function SsoLayout({ children }: { children: ReactNode }) {
  return <AppShellLayout>{children}</AppShellLayout>;
}
