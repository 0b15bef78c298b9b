import type { ReactNode } from 'react';
import { NavTabs } from '@/components/ui/nav-tabs';
import { duoPage } from './duo-context';

// The duo frame (/duo is abstract): the title and the four tabs, server-rendered so nothing moves when a list loads.
export default async function DuoLayout({ children }: { children: ReactNode }) {
  const { tabs } = await duoPage();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Duos</h1>
        <NavTabs tabs={tabs} label="Duos tabs" fill />
      </header>
      {children}
    </div>
  );
}
