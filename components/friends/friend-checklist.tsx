'use client';
// Choosing friends from a list with checkboxes, filtered by name: the wall composer's tag dialog and the messages'
// friend picker both show it (each with its own words, limit and answer).
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { initialsOfName } from '@/components/messages/format';

export interface PickablePerson {
  id: number;
  full_name: string;
  image: { url: string | null };
}

/** The chosen people by id, reset to `initial` each time `open` turns true (a dialog opening with its owner's choice). */
export function usePickedPeople<P extends PickablePerson>(open: boolean, initial: () => P[]) {
  const [picked, setPicked] = useState<Map<number, P>>(() => new Map(initial().map((p) => [p.id, p])));
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) setPicked(new Map(initial().map((p) => [p.id, p])));
  }
  const toggle = (person: P, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(person.id, person);
      else next.delete(person.id);
      return next;
    });
  return { picked, toggle };
}

export function FriendChecklist<P extends PickablePerson>({ people, picked, onToggle, listLabel, searchLabel, showSearch = true, max }: {
  people: P[];
  picked: ReadonlyMap<number, P>;
  onToggle: (person: P, on: boolean) => void;
  /** The list's accessible name. */
  listLabel: string;
  searchLabel: string;
  showSearch?: boolean;
  /** No more than this many may be chosen (the others' boxes are disabled once it is reached). */
  max?: number;
}) {
  const t = useTranslations('friends');
  const searchId = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = people.filter((p) => p.full_name.toLowerCase().includes(needle));
  const full = max !== undefined && picked.size >= max;
  return (
    <div className="flex flex-col gap-3">
      {showSearch ? (
        <div>
          <Label htmlFor={searchId}>{searchLabel}</Label>
          <Input id={searchId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className="mt-2" autoComplete="off" />
        </div>
      ) : null}
      <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label={listLabel}>
        {shown.map((person) => {
          const id = `${searchId}-person-${person.id}`;
          const chosen = picked.has(person.id);
          return (
            <li key={person.id} className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-surface-muted">
              <Checkbox id={id} checked={chosen} disabled={!chosen && full} onCheckedChange={(c) => onToggle(person, c === true)} />
              <Avatar src={person.image.url} initials={initialsOfName(person.full_name)} className="size-8" />
              <Label htmlFor={id} className="flex-1 cursor-pointer py-1.5 font-normal">
                {person.full_name}
              </Label>
            </li>
          );
        })}
      </ul>
      {needle && shown.length === 0 ? <p className="text-sm text-ink-muted">{t('noMatch', { filter: filter.trim() })}</p> : null}
    </div>
  );
}
