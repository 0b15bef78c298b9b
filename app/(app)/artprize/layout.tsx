import type { ReactNode } from 'react';
import { TabbedPage } from '@/components/ui/tabbed-page';
import { contentText } from '@/server/content/serialize';
import { artprizePage } from './artprize-context';

// The team competition frame (/artprize is abstract): the title, the competition's intro and the tabs. Joining,
// creating or leaving a team refreshes the route (router.refresh) so the tabs follow.
export default async function ArtprizeLayout({ children }: { children: ReactNode }) {
  const { title, intro, tabs } = await artprizePage();
  return (
    <TabbedPage title={title} intro={intro ? contentText(intro) || undefined : undefined} tabs={tabs} width="max-w-4xl">
      {children}
    </TabbedPage>
  );
}
