// The frame of a feature whose route is abstract (/friends, /wall, /duo, /notifications, /artprize…): its title, an
// optional line under it and its tabs, server-rendered in the layout so nothing moves when the tab's list loads.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { NavTabs, type NavTab } from './nav-tabs';
import { cn } from './cn';

export function TabbedPage({ title, intro, tabs, tabsLabel, fillTabs = false, width = 'max-w-3xl', children }: {
  title: string;
  intro?: string;
  tabs: NavTab[];
  /** Default: "<title> tabs" in the reader's language. */
  tabsLabel?: string;
  /** Tabs share the row's width (few, short tabs). */
  fillTabs?: boolean;
  width?: 'max-w-3xl' | 'max-w-4xl';
  children: ReactNode;
}) {
  const t = useTranslations('ui.tabbedPage');
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10', width)}>
      <header className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h1 className="text-h1 text-ink">{title}</h1>
          {intro ? <p className="max-w-2xl text-ink-muted">{intro}</p> : null}
        </div>
        <NavTabs tabs={tabs} label={tabsLabel ?? t('tabsLabel', { title })} fill={fillTabs} />
      </header>
      {children}
    </div>
  );
}
