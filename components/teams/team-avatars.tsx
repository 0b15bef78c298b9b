// A team's members as a row of overlapping pictures (the names are in the list's label and tooltip-free text).
import { useTranslations } from 'next-intl';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import type { TeamPerson } from '@/lib/teams/types';

export function personInitials(person: Pick<TeamPerson, 'full_name'>): string {
  const [first = '', ...rest] = person.full_name.split(' ');
  return initialsOf(first, rest.at(-1) ?? '', person.full_name);
}

export function TeamAvatars({ people, max = 6 }: { people: TeamPerson[]; max?: number }) {
  const t = useTranslations('teams');
  if (people.length === 0) return null;
  const shown = people.slice(0, max);
  const names = people.map((p) => p.full_name).join(', ');
  return (
    <div className="flex items-center gap-2">
      <ul aria-hidden="true" className="flex -space-x-2">
        {shown.map((person) => (
          <li key={person.id} className="rounded-full ring-2 ring-surface">
            <Avatar src={person.image.url} initials={personInitials(person)} className="size-9" />
          </li>
        ))}
      </ul>
      <p className="min-w-0 text-sm text-ink-muted [overflow-wrap:anywhere]">
        <span className="sr-only">{t('membersSr')}</span>
        {names}
      </p>
    </div>
  );
}
