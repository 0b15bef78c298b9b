// The star badge (colour levels low, mid, high, grey, unearned); the rule is
// lib/badges/star-badge.ts, computed by the API. Each level has a name as well as a colour, so the colour is
// never the only signal.
import { useTranslations } from 'next-intl';
import type { StarBadgeLevel } from '@/lib/badges/star-badge';

/** Each level's colours; its name and line are in the catalog (stats.star.{level}.name / .text). */
export const STAR_LEVELS: Record<StarBadgeLevel, { fill: string; stroke: string }> = {
  high: { fill: '#e8b730', stroke: '#8a6300' },
  mid: { fill: '#c3ccd3', stroke: '#5b6770' },
  low: { fill: '#d49261', stroke: '#7f4520' },
  grey: { fill: '#d9d5cf', stroke: '#857d70' },
  unearned: { fill: 'none', stroke: '#857d70' },
};

const STAR = 'M24 3.5l6.1 12.6 13.9 1.9-10.1 9.7 2.5 13.8L24 34.9l-12.4 6.6 2.5-13.8L4 18l13.9-1.9Z';

export function StarBadge({ level, className = 'size-16' }: { level: StarBadgeLevel; className?: string }) {
  const t = useTranslations('stats');
  const look = STAR_LEVELS[level];
  return (
    <svg viewBox="0 0 48 48" role="img" aria-label={t(`star.${level}.name`)} className={className} data-level={level}>
      <path
        d={STAR}
        fill={look.fill}
        stroke={look.stroke}
        strokeWidth="2.5"
        strokeLinejoin="round"
        strokeDasharray={level === 'unearned' ? '4 3' : undefined}
      />
      {level === 'high' ? <path d="M24 12l3 6.2 6.8.9-4.9 4.8 1.2 6.7L24 27.4" fill="#fff" opacity="0.35" /> : null}
    </svg>
  );
}
