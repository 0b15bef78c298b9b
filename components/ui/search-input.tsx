'use client';
// A live search box (people, teams, posts: it filters as one types, no Search button): the text box with the
// magnifier inside its start edge. The icon is decorative; the box keeps its own Label.
import type { ComponentPropsWithRef } from 'react';
import { Search } from './icons';
import { Input } from './input';
import { cn } from './cn';

export function SearchInput({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 start-4 size-5 -translate-y-1/2 text-ink-muted" aria-hidden="true" />
      <Input type="search" {...props} className={cn('ps-11', className)} />
    </div>
  );
}
