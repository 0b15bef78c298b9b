'use client';
// Cascading location selects (Region → Office → Department …): each level lists the children of the choice
// above it, labelled with the promotion's location_labels. Registration keeps the deepest choice, which must be
// a leaf (the server refuses a parent level: a person works in a department, not in a region).
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { LocationOption } from '@/lib/pages/types';

export type { LocationOption };

export interface LocationPickerProps {
  locations: LocationOption[];
  labels: string[];
  error?: string;
  /** The chosen leaf, or null while the choice is incomplete. */
  onChange: (leafId: number | null) => void;
}

export function LocationPicker({ locations, labels, error, onChange }: LocationPickerProps) {
  const t = useTranslations('registration.location');
  const [chosen, setChosen] = useState<number[]>([]);
  const childrenOf = useMemo(() => {
    const map = new Map<number | null, LocationOption[]>();
    for (const location of locations) map.set(location.parent_id, [...(map.get(location.parent_id) ?? []), location]);
    return (id: number | null) => map.get(id) ?? [];
  }, [locations]);

  // Levels to show: the top, then one more under every choice made, until a choice has no children.
  const levels: LocationOption[][] = [childrenOf(null)];
  for (const id of chosen) {
    const next = childrenOf(id);
    if (next.length) levels.push(next);
  }

  const choose = (depth: number, value: string) => {
    const next = [...chosen.slice(0, depth), ...(value ? [Number(value)] : [])];
    setChosen(next);
    const last = next.at(-1);
    onChange(last !== undefined && childrenOf(last).length === 0 ? last : null);
  };

  const incomplete = error && chosen.length < levels.length ? chosen.length : levels.length - 1;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {levels.map((options, depth) => {
        const id = `location-level-${depth}`;
        const label = labels[depth] || (depth === 0 ? t('label') : t('level', { level: depth + 1 }));
        // The error belongs to the first level still to choose.
        const levelError = depth === incomplete ? error : undefined;
        return (
          <Field key={id} id={id} label={label} error={levelError}>
            <Select value={chosen[depth] ?? ''} onChange={(event) => choose(depth, event.target.value)}>
              <option value="">{t('choose', { label: label.toLowerCase() })}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Select>
          </Field>
        );
      })}
    </div>
  );
}
