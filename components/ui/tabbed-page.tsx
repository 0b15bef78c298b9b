// The frame of a feature whose route is abstract (/friends, /wall, /duo, /notifications, /artprize…): its title, an
// optional line under it and its tabs, server-rendered in the layout so nothing moves when the tab's list loads.
import type { ReactNode } from 'react';
import { NavTabs, type NavTab } from './nav-tabs';
import { cn } from './cn';

export function TabbedPage({ title, intro, tabs, tabsLabel = `${title} tabs`, fillTabs = false, width = 'max-w-3xl', children }: {
  title: string;
  intro?: string;
  tabs: NavTab[];
  tabsLabel?: string;
  /** Tabs share the row's width (few, short tabs). */
  fillTabs?: boolean;
  width?: 'max-w-3xl' | 'max-w-4xl';
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10', width)}>
      <header className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h1 className="text-h1 text-ink">{title}</h1>
          {intro ? <p className="max-w-2xl text-ink-muted">{intro}</p> : null}
        </div>
        <NavTabs tabs={tabs} label={tabsLabel} fill={fillTabs} />
      </header>
      {children}
    </div>
  );
}
