'use client';
// The caller's recently viewed recipes (8 at most, kept on the server), as small links. Nothing for visitors.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRecentRecipes } from '@/lib/query/recipes';

export function RecentRecipes({ excludeId }: { excludeId?: number }) {
  const t = useTranslations('recipes');
  const recent = useRecentRecipes(true);
  const rows = (recent.data ?? []).filter((r) => r.id !== excludeId);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="recent-recipes-heading" className="flex flex-col gap-3 print:hidden" data-print-hide>
      <h2 id="recent-recipes-heading" className="text-h3 text-ink">{t('recentlyViewed')}</h2>
      <ul className="flex flex-wrap gap-2">
        {rows.map((r) => (
          <li key={r.id}>
            <Link href={`/recipe/${r.id}`} className="inline-flex min-h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-muted">
              {r.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
