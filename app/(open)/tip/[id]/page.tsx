import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { absoluteUrl, requireOpenPage } from '@/server/recipes/pages';
import { favoritedAmong, findTip } from '@/server/tips/queries';
import { requestLocale } from '@/server/i18n/request-locale';
import { serializeTip } from '@/server/tips/serialize';
import { contentText } from '@/server/content/serialize';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { TipActions } from '@/components/tips/tip-actions';
import { TipComments } from '@/components/tips/tip-comments';
import { summarize } from '@/lib/recipes/constants';

type Params = Promise<{ id: string }>;

/** The released tip as this promotion and caller see it; one read per request (metadata and page share it). */
const loadTip = cache(async (rawId: string) => {
  const page = await requireOpenPage();
  const id = /^[1-9]\d{0,9}$/.test(rawId) && Number(rawId) <= 2_147_483_647 ? Number(rawId) : null;
  const row = id === null ? null : await findTip(page.promotion, id, await requestLocale());
  if (!row) return { page, tip: null };
  const favorited = (await favoritedAmong(page.participantId, [row.id])).has(row.id);
  return { page, tip: serializeTip(row, favorited) };
});

// Real title, description and Open Graph picture, so a link shared in chat unfurls.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ tip }, t] = await Promise.all([loadTip((await params).id), getTranslations('tips')]);
  if (!tip) return { title: t('page.notFound') };
  const title = contentTitle(tip.title, t('tip'));
  const description = summarize(contentText(tip.summary || tip.content));
  const url = await absoluteUrl(`/tip/${tip.id}`);
  const image = tip.image1.url ? await absoluteUrl(tip.image1.url) : undefined;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, type: 'article', ...(image ? { images: [{ url: image, alt: title }] } : {}) },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  };
}

// /tip/{id} (title Tip): the tip, its favorite and shares, and its comments on the tip's own wall.
export default async function TipPage({ params }: { params: Params }) {
  const [{ page, tip }, t] = await Promise.all([loadTip((await params).id), getTranslations('tips')]);
  if (!tip) notFound();
  const title = contentTitle(tip.title, t('tip'));
  const canAct = page.participantId !== null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Breadcrumb trail={[{ href: '/tips/all', label: t('allTips') }]} current={title} />
      <article className="flex flex-col gap-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('tip')}</p>
        <h1 className="-mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {tip.image1.url ? <img src={tip.image1.url} alt="" className="aspect-[2/1] w-full rounded-3xl bg-surface-muted object-cover" /> : null}
        {tip.summary ? <p className="text-lg font-semibold text-ink">{contentTitle(tip.summary)}</p> : null}
        <ContentHtml html={tip.content_html} className="text-lg text-ink" />
        <TipActions id={tip.id} title={title} favorited={tip.favorited} canAct={canAct} wallEnabled={page.wallEnabled} url={await absoluteUrl(`/tip/${tip.id}`)} />
      </article>
      {canAct && page.wallEnabled ? <TipComments tipId={tip.id} /> : null}
      <p>
        <Link href="/tips/all" className="font-semibold text-brand underline">{t('page.more')}</Link>
      </p>
    </div>
  );
}
