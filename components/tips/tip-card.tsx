// A tip in a list: picture, title (the link), summary, and whether the caller favorited it.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Heart } from '@/components/ui/icons';
import { contentTitle } from '@/components/ui/content-html';
import type { Tip } from '@/lib/tips/types';

export function TipCard({ tip }: { tip: Tip }) {
  const t = useTranslations('tips');
  const title = contentTitle(tip.title, t('tip'));
  const summary = contentTitle(tip.summary);
  return (
    <article className="relative flex gap-4 rounded-3xl border border-line bg-surface p-4 shadow-card">
      {tip.image1.url ? <img src={tip.image1.url} alt="" className="size-20 shrink-0 rounded-2xl bg-surface-muted object-cover sm:size-24" /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-h3 text-ink">
          <Link href={`/tip/${tip.id}`} className="after:absolute after:inset-0 hover:underline">
            {title}
          </Link>
        </h2>
        {summary ? <p className="text-ink-muted">{summary}</p> : null}
        {tip.favorited ? (
          <p className="inline-flex items-center gap-1 text-sm font-semibold text-danger">
            <Heart className="size-4 fill-danger" aria-hidden="true" /> {t('favorite')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
