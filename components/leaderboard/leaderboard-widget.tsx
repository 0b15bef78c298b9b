'use client';
// A compact individual (or friends) board for the home screen (9 rows, 10 if
// the user is not in that board): the top 9 and the user's own row when they are on the board — below a gap if
// they are further down — or the top 10 when they are not on it.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/lib/query/users';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { usePersonBoard } from '@/lib/query/leaderboards';
import type { PersonBoardKind } from '@/lib/leaderboards/types';
import { LEADERBOARD_WIDGET_ROWS } from '@/lib/leaderboards/constants';
import type { IndividualLeaderboardRow } from '@/lib/leaderboards/types';
import { formatCount } from '@/components/charts/format';
import { useFormat } from '@/lib/i18n/use-format';
import { Spinner } from '@/components/ui/spinner';
import { Avatar } from './avatar';

export interface WidgetRows {
  top: IndividualLeaderboardRow[];
  /** The user's own row when it is not among `top`. */
  me: IndividualLeaderboardRow | null;
}

/** Which rows the widget shows, from the board's first 10 rows and the user's rank. */
export function widgetRows(rows: IndividualLeaderboardRow[], userId: number | undefined, myRank: { rank: number; score: number } | null, me: IndividualLeaderboardRow | null): WidgetRows {
  if (!myRank || userId === undefined) return { top: rows.slice(0, LEADERBOARD_WIDGET_ROWS + 1), me: null };
  const top = rows.slice(0, LEADERBOARD_WIDGET_ROWS);
  if (top.some((row) => row.id === userId)) return { top, me: null };
  return { top, me: me ?? null };
}

export function LeaderboardWidget({ kind = 'individual' }: { kind?: PersonBoardKind }) {
  const t = useTranslations('leaderboard');
  const format = useFormat();
  const { data: user } = useCurrentUser();
  const { data: promotion } = useCurrentPromotion();
  const enabled = Boolean(promotion && (kind === 'individual' ? promotion.is_show_individual_leaderboard : promotion.is_buddy_feature_displayed));
  const promotionId = promotion?.id ?? 0;
  const board = usePersonBoard(promotionId, kind, { page: 1, pageSize: LEADERBOARD_WIDGET_ROWS + 1 }, enabled);
  const myRank = board.data?.meta.my_rank ?? null;
  // The user's own row, built from my_rank (the board's first page may not reach them).
  const meRow: IndividualLeaderboardRow | null =
    user && myRank ? { id: user.id, name: user.profile.full_name, rank: myRank.rank, score: myRank.score, location_id: user.location_id, profile: user.profile } : null;
  const rows = widgetRows(board.data?.data ?? [], user?.id, myRank, meRow);
  const title = kind === 'individual' ? t('title') : t('widget.friendsTitle', { friends: promotion?.friend_label_plural || t('friends') });
  // A participant who has not opted in is not on the board (no own row); the board's page asks them to join.
  const optedIn = user ? (kind === 'individual' ? user.opted_in_individual_leaderboard : user.opted_in_friends_leaderboard) : true;

  if (!enabled) return null;
  return (
    <section aria-labelledby={`widget-${kind}`} className="rounded-3xl border border-line bg-surface p-5 shadow-card" data-testid="leaderboard-widget">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={`widget-${kind}`} className="text-h3 text-ink">
          {title}
        </h2>
        <Link href={`/leaderboard/${kind}`} className="text-sm font-semibold text-brand underline underline-offset-2">
          {t.rich('widget.seeAll', { title: title.toLowerCase(), sr: (chunks) => <span className="sr-only">{chunks}</span> })}
        </Link>
      </div>
      {board.isPending ? (
        <div className="grid place-items-center py-6">
          <Spinner label={t('table.loading')} />
        </div>
      ) : board.isError ? (
        <p className="text-sm text-ink-muted">{t('table.loadError')}</p>
      ) : rows.top.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('widget.empty')}</p>
      ) : (
        <ol className="flex flex-col">
          {[...rows.top, ...(rows.me ? [rows.me] : [])].map((row) => {
            const mine = row.id === user?.id;
            return (
              <li
                key={row.id}
                aria-current={mine ? 'true' : undefined}
                className={`flex items-center gap-3 rounded-xl px-2 py-1.5 ${mine ? 'bg-brand-soft' : ''} ${row === rows.me ? 'mt-2 border-t border-dashed border-line pt-2' : ''}`}
              >
                <span className="w-8 text-end font-bold text-ink tabular-nums">{formatCount(format, row.rank)}</span>
                <Avatar profile={row.profile} name={row.name} size="sm" />
                <span className="min-w-0 flex-1 truncate text-ink">
                  {row.name}
                  {mine ? <span className="text-ink-muted"> {t('you')}</span> : null}
                </span>
                <span className="font-semibold text-ink tabular-nums">{formatCount(format, row.score)}</span>
              </li>
            );
          })}
        </ol>
      )}
      {!optedIn ? (
        <p className="mt-3 border-t border-line pt-3 text-sm text-ink-muted">
          {t.rich('widget.notOn', {
            link: (chunks) => (
              <Link href={`/leaderboard/${kind}`} className="font-semibold text-brand underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
    </section>
  );
}
