// The individual and friends boards' page: the board's first page is fetched on the server under the key the view
// asks for (server/pages/prefetch.ts), so the table paints with its rows instead of growing from a spinner.
import { HydrationBoundary } from '@tanstack/react-query';
import { PersonBoardView } from '@/components/leaderboard/person-board';
import type { PersonBoardKind } from '@/lib/leaderboards/types';
import { prefetchApi } from '@/server/pages/prefetch';
import { personBoardPrefetch, weekEntriesPrefetches } from '@/app/(app)/participant-prefetch';
import { boardPage } from './board-context';

export async function PersonBoardPage({ kind }: { kind: PersonBoardKind }) {
  const props = await boardPage(kind);
  // The filter PersonBoardView starts with (components/leaderboard/use-board-filters.ts).
  const state = await prefetchApi([
    personBoardPrefetch(props.promotionId, kind, { page: 1, query: '', location: null }),
    ...(props.currentWeek ? weekEntriesPrefetches(props.currentWeek) : []),
  ]);
  return (
    <HydrationBoundary state={state}>
      <PersonBoardView kind={kind} {...props} />
    </HydrationBoundary>
  );
}
