'use client';
// Location filters of up to three levels:
// cascading selects labelled with the promotion's location_labels; each level lists the children of the choice
// above it. The deepest choice filters the board (the API includes everything below it).
import { useId, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { LOCATION_LEVELS } from '@/lib/leaderboards/constants';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

export interface LocationOption {
  id: number;
  name: string;
  parent_id: number | null;
}

export interface LocationFiltersProps {
  locations: LocationOption[];
  labels: string[];
  /** The chosen ids from the top level down. */
  value: number[];
  onChange: (value: number[]) => void;
}

export type LeaderboardT = ReturnType<typeof useTranslations<'leaderboard'>>;

/** The promotion's label of a location level (it wins in every language), or ours. */
export function levelLabel(labels: string[], depth: number, t: LeaderboardT): string {
  return labels[depth]?.trim() || (depth === 0 ? t('location') : t('locationLevel', { level: depth + 1 }));
}

export function LocationFilters({ locations, labels, value, onChange }: LocationFiltersProps) {
  const t = useTranslations('leaderboard');
  const baseId = useId();
  const childrenOf = useMemo(() => {
    const map = new Map<number | null, LocationOption[]>();
    for (const location of locations) map.set(location.parent_id, [...(map.get(location.parent_id) ?? []), location]);
    return (id: number | null) => map.get(id) ?? [];
  }, [locations]);

  const levels: LocationOption[][] = [childrenOf(null)];
  for (const id of value.slice(0, LOCATION_LEVELS - 1)) {
    const next = childrenOf(id);
    if (next.length) levels.push(next);
  }
  if (levels[0].length === 0) return null;

  return (
    <>
      {levels.map((options, depth) => {
        const id = `${baseId}-${depth}`;
        const label = levelLabel(labels, depth, t);
        return (
          <div key={id} className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={id} className="text-sm">
              {label}
            </Label>
            <Select
              id={id}
              value={value[depth] ?? ''}
              onChange={(event) => onChange([...value.slice(0, depth), ...(event.target.value ? [Number(event.target.value)] : [])])}
              className="min-h-11"
            >
              <option value="">{depth === 0 ? t('allLevel', { label: label.toLowerCase() }) : t('allIn', { label: levelLabel(labels, depth - 1, t).toLowerCase() })}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Select>
          </div>
        );
      })}
    </>
  );
}
