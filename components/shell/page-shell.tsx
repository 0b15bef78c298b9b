'use client';
// The shell of the 404 page, which renders under the root layout alone (an unknown address, or a page's notFound()).
// Every route's first load includes the client modules the root not-found page imports, so the signed-in shell is
// fetched only when it is drawn (a signed-in visitor's 404), server-rendered as before; signed out it is the
// signed-out shell (docs/benchmarks.md "Session 17").
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import type { AppShellProps } from './app-shell';
import { PublicShell } from './public-shell';

const AppShell = dynamic(() => import('./app-shell').then((m) => m.AppShell));

export function PageShell(props: AppShellProps & { children: ReactNode }) {
  if (!props.initialUser) return <PublicShell>{props.children}</PublicShell>;
  return <AppShell {...props} />;
}
