import type { ReactNode } from 'react';
import { NavTabs } from '@/components/ui/nav-tabs';
import { contentText } from '@/server/content/serialize';
import { artprizePage } from './artprize-context';

// The team competition frame (/artprize is abstract): the title and the tabs, server-rendered so nothing moves when
// the lists load. Joining, creating or leaving a team refreshes the route (router.refresh) so the tabs follow.
export default async function ArtprizeLayout({ children }: { children: ReactNode }) {
  const { title, intro, tabs } = await artprizePage();
  const introText = intro ? contentText(intro) : '';
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          {introText ? <p className="max-w-2xl text-ink-muted">{introText}</p> : null}
        </div>
        <NavTabs tabs={tabs} label={`${title} tabs`} />
      </header>
      {children}
    </div>
  );
}
