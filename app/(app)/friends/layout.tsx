import type { ReactNode } from 'react';
import { NavTabs } from '@/components/ui/nav-tabs';
import { friendsPage } from './friends-context';

// The friends frame (/friends is abstract): the promotion's friends label as the title and the two tabs.
export default async function FriendsLayout({ children }: { children: ReactNode }) {
  const { title, tabs } = await friendsPage();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <NavTabs tabs={tabs} label={`${title} tabs`} />
      </header>
      {children}
    </div>
  );
}
