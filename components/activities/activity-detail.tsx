'use client';
// The activity detail at /activity?activityId=&userActivity=&bookmarked=: the activity
// (from a cached list or fetched), its content and image, bookmark, quiz, and either logging (with date selection in
// API version 2) or — for a logged one — its day, deactivate/activate and unlog.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActivity } from '@/lib/query/activities';
import { useHome, useLoggingRealtime, useUserActivity } from '@/lib/query/logging';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { ApiError, errorMessagesOf } from '@/lib/api-client';
import { Spinner } from '@/components/ui/spinner';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from '@/components/errors/problem-view';
import { categoryVisual } from '@/components/home/category-icons';
import { ContentHtml } from '@/components/ui/content-html';
import { useCategoryName } from '@/components/categories/category-name';
import { QuizSection } from '@/components/quiz/quiz-section';
import { BookmarkButton } from './bookmark-button';
import { LoggingPanel } from './logging-panel';
import { LoggedPanel } from './logged-panel';

export interface ActivityDetailProps {
  activityId: number;
  userActivityId: number | null;
  /** The list's bookmark state, shown until the activity itself arrives. */
  bookmarked: boolean;
}

export function ActivityDetail({ activityId, userActivityId, bookmarked }: ActivityDetailProps) {
  const t = useTranslations('activities');
  const categoryName = useCategoryName();
  const promotion = useCurrentPromotion().data;
  useLoggingRealtime(promotion);
  const activity = useActivity(activityId);
  const ua = useUserActivity(userActivityId);
  const home = useHome(null);

  if (activity.isPending) {
    return (
      <div className="grid flex-1 place-items-center py-24">
        <Spinner label={t('loadingActivity')} className="size-10" />
      </div>
    );
  }
  if (activity.isError) {
    const missing = activity.error instanceof ApiError && activity.error.status === 404;
    return (
      <ProblemView
        eyebrow={t('eyebrow')}
        title={missing ? t('notFound') : t('loadError')}
        actions={
          <>
            <Link href="/activities/all" className={buttonClasses('primary')}>
              {t('seeAll')}
            </Link>
            <Link href="/home" className={buttonClasses('secondary')}>
              {t('home')}
            </Link>
          </>
        }
      >
        {missing ? null : <p>{errorMessagesOf(activity.error).join(' ')}</p>}
      </ProblemView>
    );
  }

  const a = activity.data;
  const visual = categoryVisual(a.category);
  // A user activity of another activity (a stale link) is ignored rather than shown under the wrong name.
  const logged = ua.data && ua.data.activity_id === a.id ? ua.data : null;
  // Content is the program's own copy: HTML from the content editor, or plain text with line breaks.
  const content = a.content ?? '';
  const isHtml = /<[a-z][^>]*>/i.test(content);
  const paragraphs = isHtml ? [] : content.split(/\n+/).filter(Boolean);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <nav aria-label={t('back')} className="flex flex-wrap gap-x-5 gap-y-2">
        <Link href="/activities/all" className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline">
          <span aria-hidden="true">←</span> {t('title')}
        </Link>
        <Link href="/home" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('home')}
        </Link>
      </nav>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <article className="overflow-hidden rounded-3xl border border-line bg-surface shadow-card">
          {a.image.url ? <img src={a.image.url} alt="" className="aspect-[2/1] w-full bg-surface-muted object-cover" /> : null}
          <div className="p-5 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${visual.tone}`}>{categoryName(a.category, a.category_object.display)}</p>
                <h1 className="mt-3 text-h1 text-ink text-balance">{a.name}</h1>
                {a.blurb ? <p className="mt-2 text-lead text-ink-muted">{a.blurb}</p> : null}
              </div>
              <BookmarkButton activityId={a.id} name={a.name} bookmarked={activity.isFetched ? a.bookmarked : bookmarked || a.bookmarked} size="lg" />
            </div>
            {isHtml ? <ContentHtml className="mt-6 text-lg leading-relaxed text-ink" html={content} /> : null}
            {paragraphs.length ? (
              <div className="mt-6 flex flex-col gap-3 text-lg leading-relaxed text-ink">
                {paragraphs.map((text, i) => (
                  <p key={i}>{text}</p>
                ))}
              </div>
            ) : null}
            <p className="mt-6 text-sm text-ink-muted">{t('availableFrom', { week: a.week_available })}</p>
          </div>
        </article>
        <div className="flex flex-col gap-4">
          {userActivityId !== null && ua.isPending ? (
            <div className="grid min-h-40 place-items-center rounded-3xl border border-line bg-surface">
              <Spinner label={t('loadingLog')} />
            </div>
          ) : logged ? (
            <LoggedPanel activity={a} userActivity={logged} />
          ) : home.data ? (
            <LoggingPanel activity={a} home={home.data} />
          ) : home.isError ? (
            <p role="alert" className="rounded-3xl bg-danger-soft p-5 text-danger">
              {errorMessagesOf(home.error).join(' ')}
            </p>
          ) : (
            <div className="grid min-h-40 place-items-center rounded-3xl border border-line bg-surface">
              <Spinner label={t('loading')} />
            </div>
          )}
          <QuizSection activity={a} triviaPoints={home.data?.promotion.trivia_points ?? null} />
        </div>
      </div>
    </div>
  );
}
