import type { ReactNode } from 'react';
import { NavTabs } from '@/components/ui/nav-tabs';
import { artprizePage } from './artprize-context';

// The team competition frame (/artprize is abstract): the title and the tabs, server-rendered so nothing moves when
// the lists load. Joining, creating or leaving a team refreshes the route (router.refresh) so the tabs follow.
export default async function ArtprizeLayout({ children }: { children: ReactNode }) {
  const { title, tabs } = await artprizePage();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <NavTabs tabs={tabs} label={`${title} tabs`} />
      </header>
      {children}
    </div>
  );
}
