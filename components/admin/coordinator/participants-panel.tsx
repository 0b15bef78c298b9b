'use client';
// The Participants tab: the user table (administration.md §6, §9) over up to 100,000 participants. The server pages,
// sorts and searches (keyset pages of 50); rows are virtualized (only those in view are in the DOM, 34 px each) and the
// next page loads as the list scrolls near its end. Row actions: edit (that user's settings in a new tab), impersonate
// (a new window), unlock (locked accounts), delete (behind the row menu, a confirmation naming the user and their
// team); checked rows get a bulk bar (unlock, export, email; participant-bulk-bar.tsx). A location filter
// (the viewer's reach, as on the Stats tab) narrows the list to a location and what lies under it. Below 640 px the
// same virtualizer renders one stacked row per participant (participant-stack.tsx) and a select sorts instead of the
// column headers; at 640 px and wider it renders the 8-column table (participant-table.tsx).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { Button, Input, Label, Select } from '@/components/ui';
import { LoadError } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { useDebounced } from '@/lib/use-debounced';
import { api, errorMessagesOf } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/use-format';
import {
  USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_MIN_CHARS, USER_TABLE_PAGE_SIZE, USER_TABLE_ROW_HEIGHT, type UserTableSort,
} from '@/lib/coordinator/constants';
import type { ParticipantPage, ParticipantRow } from '@/lib/coordinator/types';
import type { LocationOption } from './stats-panel';
import type { ParticipantBulkResult } from '@/lib/coordinator/bulk';
import { ParticipantActions, type RowAbilities } from './participant-actions';
import { ParticipantBulkBar } from './participant-bulk-bar';
import { ParticipantStack } from './participant-stack';
import { ParticipantTable, type Selection } from './participant-table';
import { useNarrowScreen } from './use-narrow-screen';

interface Props {
  promotionId: number;
  initial: ParticipantPage;
  /** What the viewer may do beside reading (the server checks each call again). */
  can: RowAbilities;
  /** A master edits in the settings screens (?userId&promotionId); everyone else on the coordinator's own page. */
  editBase: 'settings' | 'coordinator';
  /** '?promotion_id=N' on the dashboard host, else ''. */
  promotionQuery: string;
  /** The locations the viewer may filter by (their reach); none: no filter shown. */
  locations?: LocationOption[];
}

const VISIBLE_ROWS = 15;
/** A stacked row's height before it is measured (name, email, details, a row of buttons). */
const STACKED_ROW_ESTIMATE = 150;
/** The stacked list scrolls inside most of a phone's screen, leaving the toolbar above it in view. */
const STACKED_MAX_HEIGHT = '70vh';

/** The phone layout's sort select: each column in the direction one usually wants first, then the other (label: a key of sort.*). */
const SORT_CHOICES = [
  { value: 'last_name:asc', label: 'lastNameAsc' },
  { value: 'last_name:desc', label: 'lastNameDesc' },
  { value: 'first_name:asc', label: 'firstNameAsc' },
  { value: 'first_name:desc', label: 'firstNameDesc' },
  { value: 'email:asc', label: 'emailAsc' },
  { value: 'email:desc', label: 'emailDesc' },
  { value: 'activities_logged:desc', label: 'activitiesDesc' },
  { value: 'activities_logged:asc', label: 'activitiesAsc' },
  { value: 'scenes_completed:desc', label: 'scenesDesc' },
  { value: 'scenes_completed:asc', label: 'scenesAsc' },
  { value: 'duos_completed:desc', label: 'duosDesc' },
  { value: 'duos_completed:asc', label: 'duosAsc' },
] as const satisfies readonly { value: `${UserTableSort}:${'asc' | 'desc'}`; label: string }[];

/** The caption's name of each sort column (sortFields.*). */
const SORT_FIELD_KEYS = {
  first_name: 'firstName', last_name: 'lastName', email: 'email',
  activities_logged: 'activitiesLogged', scenes_completed: 'scenesCompleted', duos_completed: 'duosCompleted',
} as const satisfies Record<UserTableSort, string>;

export function ParticipantsPanel({ promotionId, initial, can, editBase, promotionQuery, locations = [] }: Props) {
  const editHref = (userId: number) => (editBase === 'settings'
    ? `/settings/dashboard?userId=${userId}&promotionId=${promotionId}`
    : `/coordinator/dashboard/participants/${userId}${promotionQuery}`);
  const [text, setText] = useState('');
  const [location, setLocation] = useState('');
  const [sort, setSort] = useState<{ sort: UserTableSort; dir: 'asc' | 'desc' }>({ sort: 'last_name', dir: 'asc' });
  const typed = useDebounced(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const q = typed.length >= USER_SEARCH_MIN_CHARS ? typed : '';
  const fresh = q === '' && location === '' && sort.sort === 'last_name' && sort.dir === 'asc';
  const key = ['coordinator', 'participants', promotionId, q, location, sort.sort, sort.dir] as const;
  const queryClient = useQueryClient();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const narrow = useNarrowScreen();
  const t = useTranslations('admin-coordinator');
  const format = useFormat();

  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => api.get<ParticipantPage>(`/promotions/${promotionId}/participants`, {
      query: { q: q || undefined, location_id: location || undefined, sort: sort.sort, dir: sort.dir, cursor: pageParam ?? undefined, page_size: USER_TABLE_PAGE_SIZE }, signal,
    }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.next_cursor,
    initialData: fresh ? { pages: [initial], pageParams: [null] } : undefined,
    staleTime: fresh ? 30_000 : 0,
  });
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.data) ?? [], [list.data]);
  const meta = list.data?.pages[0]?.meta ?? initial.meta;

  // Checked rows, by id; a new search, filter or sort starts a new selection (the rows it names are no longer listed).
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const listKey = key.join('|');
  const [checkedFor, setCheckedFor] = useState(listKey);
  if (checkedFor !== listKey) {
    setCheckedFor(listKey);
    setChecked(new Set());
  }
  const selectedRows = rows.filter((r) => checked.has(r.id));
  const selection: Selection = {
    isSelected: (id) => checked.has(id),
    toggle: (id, on) => setChecked((cur) => {
      const next = new Set(cur);
      if (on) next.add(id); else next.delete(id);
      return next;
    }),
    all: rows.length > 0 && selectedRows.length === rows.length ? true : selectedRows.length > 0 ? 'indeterminate' : false,
    toggleAll: (on) => setChecked(on ? new Set(rows.map((r) => r.id)) : new Set()),
    nameOf: (r) => nameOf(r),
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['coordinator', 'participants', promotionId] });
  const unlock = useMutation({ mutationFn: (id: number) => api.post(`/users/${id}/unlock`) });
  const bulkUnlock = useMutation({
    mutationFn: (ids: number[]) => api.post<ParticipantBulkResult>(`/promotions/${promotionId}/participants/bulk`, { action: 'unlock', user_ids: ids }),
  });
  const doBulkUnlock = async () => {
    const ids = selectedRows.filter((r) => r.is_locked).map((r) => r.id);
    try {
      const result = await bulkUnlock.mutateAsync(ids);
      const unlocked = new Set(result.data.filter((r) => r.status === 'unlocked').map((r) => r.id));
      queryClient.setQueriesData<InfiniteData<ParticipantPage>>({ queryKey: ['coordinator', 'participants', promotionId] }, (d) =>
        d && { ...d, pages: d.pages.map((p) => ({ ...p, data: p.data.map((x) => (unlocked.has(x.id) ? { ...x, is_locked: false } : x)) })) });
      if (unlocked.size) toast(t('participants.bulkUnlocked', { count: unlocked.size }));
      const failed = result.data.filter((r) => r.error);
      if (failed.length) {
        const byId = new Map(rows.map((r) => [r.id, r]));
        const list = failed.map((f) => t('participants.failedItem', { name: byId.get(f.id) ? nameOf(byId.get(f.id)!) : t('participants.unknownRow', { id: String(f.id) }), error: f.error ?? '' })).join('; ');
        errorToast(t('participants.bulkNotUnlocked', { count: failed.length, list }));
      }
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };
  const remove = useMutation({ mutationFn: (id: number) => api.delete(`/promotions/${promotionId}/participants/${id}`) });

  const nameOf = (r: ParticipantRow) => `${r.first_name} ${r.last_name}`.trim() || r.email;
  const doUnlock = async (r: ParticipantRow) => {
    try {
      await unlock.mutateAsync(r.id);
      toast(t('participant.unlocked', { name: nameOf(r) }));
      // Every cached list of this table (the row may be in several searches and sorts).
      queryClient.setQueriesData<InfiniteData<ParticipantPage>>({ queryKey: ['coordinator', 'participants', promotionId] }, (d) =>
        d && { ...d, pages: d.pages.map((p) => ({ ...p, data: p.data.map((x) => (x.id === r.id ? { ...x, is_locked: false } : x)) })) });
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };
  const doDelete = async (r: ParticipantRow) => {
    const ok = await confirm({
      title: t('participants.deleteTitle', { name: nameOf(r) }),
      body: t('participants.deleteBody', { name: nameOf(r), email: r.email, hasTeam: r.team_name ? 'true' : 'false', team: r.team_name ?? '' }),
      confirmLabel: t('participants.deleteConfirm'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(r.id);
      toast(t('participants.deleted', { name: nameOf(r) }));
      await refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  const fourth = meta.fourth_column;
  const actions = (r: ParticipantRow) => (
    <ParticipantActions row={r} name={nameOf(r)} can={can} editHref={editHref(r.id)} onUnlock={() => void doUnlock(r)} onDelete={() => void doDelete(r)} layout={narrow ? 'buttons' : 'inline'} />
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's measurements change on every scroll: this component is left unmemoized on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    // Wide rows are 34 px (§9); stacked rows are measured as they render (a long email wraps).
    estimateSize: () => (narrow ? STACKED_ROW_ESTIMATE : USER_TABLE_ROW_HEIGHT),
    overscan: narrow ? 4 : 10,
  });
  // Switching layouts (a phone turned, a window resized) drops the other layout's row sizes.
  useEffect(() => virtualizer.measure(), [narrow, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const lastItem = items[items.length - 1];
  if (lastItem && lastItem.index >= rows.length - 10 && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  const padTop = items[0]?.start ?? 0;
  const padBottom = Math.max(0, virtualizer.getTotalSize() - (lastItem?.end ?? 0));
  const empty = rows.length === 0 && !list.isFetching;
  const caption = t('participants.caption', { hasQuery: q ? 'true' : 'false', query: q, field: t(`sortFields.${SORT_FIELD_KEYS[sort.sort]}`), dir: sort.dir });

  const toggle = (s: UserTableSort) => setSort((cur) => (cur.sort === s ? { sort: s, dir: cur.dir === 'asc' ? 'desc' : 'asc' } : { sort: s, dir: s.endsWith('_name') || s === 'email' ? 'asc' : 'desc' }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
          <div className="flex w-full flex-col gap-1 sm:w-80">
            <Label htmlFor="participant-search">{t('participants.search')}</Label>
            <Input id="participant-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('participants.searchHint', { min: USER_SEARCH_MIN_CHARS })} autoComplete="off" />
          </div>
          {locations.length > 0 ? (
            <div className="flex w-full flex-col gap-1 sm:w-auto">
              <Label htmlFor="participant-location">{t('location')}</Label>
              <Select id="participant-location" value={location} onChange={(e) => setLocation(e.target.value)} className="sm:min-w-56">
                <option value="">{t('allLocations')}</option>
                {locations.map((l) => <option key={l.id} value={l.id}>{`${'\u2014 '.repeat(l.depth)}${l.name}`}</option>)}
              </Select>
            </div>
          ) : null}
          {narrow ? (
            // The wide table sorts by its column headers; the stacked rows have none, so a select does it.
            <div className="flex w-full flex-col gap-1">
              <Label htmlFor="participant-sort">{t('participants.sortBy')}</Label>
              <Select id="participant-sort" value={`${sort.sort}:${sort.dir}`} onChange={(e) => {
                const [s, dir] = e.target.value.split(':') as [UserTableSort, 'asc' | 'desc'];
                setSort({ sort: s, dir });
              }}>
                {SORT_CHOICES.map((c) => <option key={c.value} value={c.value}>{t(`sort.${c.label}`)}</option>)}
              </Select>
            </div>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {list.isFetching && !list.isFetchingNextPage ? t('participants.searching') : peopleCaption(meta, t, format.number)}
        </p>
      </div>
      {selectedRows.length > 0 ? (
        <ParticipantBulkBar selected={selectedRows} fourth={meta.fourth_column} canUnlock={can.unlock} unlocking={bulkUnlock.isPending}
          onUnlock={() => void doBulkUnlock()} onClear={() => setChecked(new Set())} promotionId={promotionId} />
      ) : null}
      {list.isError ? <LoadError title={t('participants.loadFailed')} error={list.error} onRetry={() => void list.refetch()} /> : (
        <div ref={scrollRef} className="overflow-y-auto overflow-x-hidden rounded-2xl border border-line bg-surface shadow-card"
          style={{ maxHeight: narrow ? STACKED_MAX_HEIGHT : USER_TABLE_ROW_HEIGHT * (VISIBLE_ROWS + 1) + 8 }}>
          {narrow ? (
            <ParticipantStack label={caption} rows={rows} items={items} padTop={padTop} padBottom={padBottom} setSize={meta.total_capped ? -1 : meta.total}
              fourth={fourth} measure={virtualizer.measureElement} nameOf={nameOf} actions={actions} empty={empty} selection={selection} />
          ) : (
            <ParticipantTable caption={caption} rows={rows} items={items} padTop={padTop} padBottom={padBottom} rowCount={meta.total_capped ? -1 : meta.total + 1}
              fourth={fourth} sort={sort} onSort={toggle} actions={actions} empty={empty} selection={selection} />
          )}
          {list.isFetchingNextPage ? <p className="px-3 py-2 text-sm text-ink-muted" role="status">{t('participants.loadingMore')}</p> : null}
        </div>
      )}
      {list.hasNextPage ? (
        <Button variant="secondary" className="self-start" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>{t('participants.loadMore')}</Button>
      ) : null}
    </div>
  );
}

/** "57 participants", or "60 people, 57 participants" when coordinators are listed too (the Stats tab counts the 57). */
function peopleCaption(meta: ParticipantPage['meta'], t: ReturnType<typeof useTranslations<'admin-coordinator'>>, number: (n: number) => string): string {
  const p = meta.participants_total;
  if (p === null || p === undefined || p === meta.total || meta.total_capped) {
    return t('participants.count', { count: meta.total, shown: `${number(meta.total)}${meta.total_capped ? '+' : ''}` });
  }
  return t('participants.peopleAndParticipants', { people: meta.total, participants: p });
}
