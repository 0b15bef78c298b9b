'use client';
// Asks a participant who is not on a board whether to join it (content leaderboards.opt_in_individual, or
// opt_in_friends for the friends board when the program has it); PUT /users/me {opted_in_…: true}.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useToast } from '@/components/feedback/toaster';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { buttonClasses } from '@/components/ui/button';
import { fetchContent } from '@/lib/query/onboarding';
import { useLeaderboardOptIn, type OptInField } from '@/lib/query/leaderboards';

// The content keys, and the catalog's words when the program wrote none (leaderboard.optIn).
const FALLBACK = {
  opted_in_individual_leaderboard: { key: 'opt_in_individual', title: 'individualTitle', body: 'individualBody' },
  opted_in_friends_leaderboard: { key: 'opt_in_friends', title: 'friendsTitle', body: 'friendsBody' },
} as const;

export function OptInPrompt({ field }: { field: OptInField }) {
  const t = useTranslations('leaderboard.optIn');
  const fallback = FALLBACK[field];
  const content = useQuery({
    queryKey: ['custom_content', 'leaderboards', fallback.key],
    queryFn: async () => {
      const items = await fetchContent('leaderboards', fallback.key);
      // The spec names opt_in_individual only; the friends board borrows it when there is no text of its own.
      return items[0] ?? (fallback.key === 'opt_in_individual' ? null : ((await fetchContent('leaderboards', 'opt_in_individual'))[0] ?? null));
    },
    staleTime: 10 * 60_000,
  });
  const optIn = useLeaderboardOptIn();
  const banner = useErrorBanner();
  const { toast } = useToast();
  const item = content.data;

  const join = () =>
    optIn.mutate(
      { field, value: true },
      { onSuccess: () => toast(t('joined')), onError: (error) => banner.showError(error, t('couldNotSave')) },
    );

  return (
    <section aria-labelledby={`opt-in-${field}`} className="flex flex-col gap-4 rounded-3xl border border-brand/30 bg-brand-softer p-5 sm:flex-row sm:items-center sm:p-6 hc:border-line">
      <div className="flex-1">
        <h2 id={`opt-in-${field}`} className="text-h3 text-ink">
          {contentTitle(item?.title_html, t(fallback.title))}
        </h2>
        {item?.content_html ? <ContentHtml html={item.content_html} className="mt-1 text-ink-muted" /> : <p className="mt-1 text-ink-muted">{t(fallback.body)}</p>}
      </div>
      <button type="button" onClick={join} disabled={optIn.isPending} className={buttonClasses('primary', 'md', 'shrink-0')}>
        {optIn.isPending ? t('joining') : field === 'opted_in_friends_leaderboard' ? t('joinFriends') : t('join')}
      </button>
    </section>
  );
}
