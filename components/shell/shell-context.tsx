'use client';
// What the client shell knows about the host (from the server render; the host never changes in a tab).
import { createContext, useContext, type ReactNode } from 'react';
import type { HostTarget } from '@/lib/hosts';

interface Shell {
  hostKind: HostTarget['kind'];
}

const ShellContext = createContext<Shell>({ hostKind: 'default' });

export function ShellProvider({ hostKind, children }: Shell & { children: ReactNode }) {
  return <ShellContext.Provider value={{ hostKind }}>{children}</ShellContext.Provider>;
}

export function useShell(): Shell & { isDashboardHost: boolean } {
  const shell = useContext(ShellContext);
  return { ...shell, isDashboardHost: shell.hostKind === 'dashboard' };
}
