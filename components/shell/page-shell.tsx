'use client';
// The shell of the 404 page, which renders under the root layout alone (an unknown address, or a page's notFound()).
// Every route's first load includes the client modules the root not-found page imports, so both shells are fetched
// only when one is drawn (a 404), server-rendered as before: the signed-in one for a signed-in visitor, else the
// signed-out one (docs/benchmarks.md "Session 17" and "Session 18: home's first load").
import type { ReactNode } from 'react';
import { onDemand } from '@/components/ui/on-demand';
import type { AppShellProps } from './app-shell';

const AppShell = onDemand(() => import('./app-shell').then((m) => m.AppShell));
const PublicShell = onDemand(() => import('./public-shell').then((m) => m.PublicShell));

export function PageShell(props: AppShellProps & { children: ReactNode }) {
  if (!props.initialUser) return <PublicShell>{props.children}</PublicShell>;
  return <AppShell {...props} />;
}
