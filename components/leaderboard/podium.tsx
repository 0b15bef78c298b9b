// The first page of a board opens with a podium for its top three: second, first, third, each with its place, name
// and score, the first step tallest. A picture of the table's first rows, so it is hidden from assistive technology
// (the table right under it says the same, with the links); nothing in it is interactive.
import { useTranslations } from 'next-intl';
import { formatCount } from '@/components/charts/format';
import { useFormat } from '@/lib/i18n/use-format';

export interface PodiumPlace {
  id: number;
  rank: number;
  name: string;
  score: number;
}

const STEP = { 1: 'h-24 bg-happy-soft text-happy', 2: 'h-16 bg-calm-soft text-calm', 3: 'h-12 bg-accent-soft text-accent' } as const;

/** The top three by rank, when the rows hold ranks 1, 2 and 3 (a filtered board may not). */
export function podiumOf(places: PodiumPlace[]): PodiumPlace[] | null {
  const top = [1, 2, 3].map((rank) => places.find((p) => p.rank === rank));
  return top.every(Boolean) ? (top as PodiumPlace[]) : null;
}

export function Podium({ places, scoreLabel }: { places: PodiumPlace[]; scoreLabel: string }) {
  const t = useTranslations('leaderboard.podium');
  const format = useFormat();
  const [first, second, third] = places;
  return (
    <div aria-hidden="true" data-testid="podium" className="grid grid-cols-3 items-end gap-2 rounded-3xl bg-surface px-3 pt-5 shadow-card sm:gap-4 sm:px-6 hc:border hc:border-line">
      {[second!, first!, third!].map((place) => (
        <div key={place.id} className="flex min-w-0 flex-col items-center gap-1 text-center">
          <p className="w-full truncate text-sm font-semibold text-ink">{place.name}</p>
          <p className="text-xs text-ink-muted tabular-nums">
            {t('score', { score: formatCount(format, place.score), label: scoreLabel.toLowerCase() })}
          </p>
          <div className={`mt-1 grid w-full place-items-center rounded-t-2xl text-2xl font-bold ${STEP[place.rank as 1 | 2 | 3]} forced-colors:border forced-colors:border-[CanvasText]`}>
            {place.rank}
          </div>
        </div>
      ))}
    </div>
  );
}
