'use client';
// Name search and location filters above a board. The search waits 400 ms after the last keystroke
// (the spec's table search filter delay) before the board is asked again.
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useDebounced } from '@/lib/use-debounced';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LocationFilters, type LocationOption } from './location-filters';

export const SEARCH_DELAY_MS = 400;

export interface BoardFilterState {
  query: string;
  locationPath: number[];
}

export interface BoardControlsProps {
  searchLabel: string;
  locations: LocationOption[];
  labels: string[];
  locationPath: number[];
  onQuery: (query: string) => void;
  onLocationPath: (path: number[]) => void;
}

export function BoardControls({ searchLabel, locations, labels, locationPath, onQuery, onLocationPath }: BoardControlsProps) {
  const t = useTranslations('leaderboard');
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebounced(text, SEARCH_DELAY_MS);
  useEffect(() => onQuery(settled.trim()), [settled, onQuery]);

  return (
    <div role="search" className="grid gap-3 rounded-3xl bg-surface p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-4 hc:border hc:border-line">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={id} className="text-sm">
          {searchLabel}
        </Label>
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('typeName')}
          maxLength={100}
          autoComplete="off"
          className="min-h-11"
        />
      </div>
      <LocationFilters locations={locations} labels={labels} value={locationPath} onChange={onLocationPath} />
    </div>
  );
}
