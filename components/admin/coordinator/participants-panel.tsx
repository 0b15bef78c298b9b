'use client';
// The Participants tab: the user table (administration.md §6, §9) over up to 100,000 participants. The server pages,
// sorts and searches (keyset pages of 50); rows are virtualized (only those in view are in the DOM, 34 px each) and the
// next page loads as the list scrolls near its end. Row actions: edit (that user's settings in a new tab), impersonate
// (a new window), unlock (locked accounts), delete (a confirmation naming the user and their team). A location filter
// (the viewer's reach, as on the Stats tab) narrows the list to a location and what lies under it.
import { useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button, Input, Label, Select } from '@/components/ui';
import { LoadError } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { useDebounced } from '@/components/onboarding/use-debounced';
import { api, errorMessagesOf } from '@/lib/api-client';
import {
  USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_MIN_CHARS, USER_TABLE_PAGE_SIZE, USER_TABLE_ROW_HEIGHT, type UserTableSort,
} from '@/lib/coordinator/constants';
import { COORDINATOR_MESSAGES as M } from '@/lib/coordinator/messages';
import type { ParticipantPage, ParticipantRow } from '@/lib/coordinator/types';
import type { LocationOption } from './stats-panel';

const features = tableFeatures({});
type Column = ColumnDef<typeof features, ParticipantRow> & { meta?: { sort?: UserTableSort; width: number; numeric?: boolean } };

interface Props {
  promotionId: number;
  initial: ParticipantPage;
  /** What the viewer may do beside reading (the server checks each call again). */
  can: { unlock: boolean; delete: boolean; impersonate: boolean };
  /** A master edits in the settings screens (?userId&promotionId); everyone else on the coordinator's own page. */
  editBase: 'settings' | 'coordinator';
  /** '?promotion_id=N' on the dashboard host, else ''. */
  promotionQuery: string;
  /** The locations the viewer may filter by (their reach); none: no filter shown. */
  locations?: LocationOption[];
}

const VISIBLE_ROWS = 15;

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

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['coordinator', 'participants', promotionId] });
  const unlock = useMutation({ mutationFn: (id: number) => api.post(`/users/${id}/unlock`) });
  const remove = useMutation({ mutationFn: (id: number) => api.delete(`/promotions/${promotionId}/participants/${id}`) });

  const nameOf = (r: ParticipantRow) => `${r.first_name} ${r.last_name}`.trim() || r.email;
  const doUnlock = async (r: ParticipantRow) => {
    try {
      await unlock.mutateAsync(r.id);
      toast(`${nameOf(r)} unlocked.`);
      // Every cached list of this table (the row may be in several searches and sorts).
      queryClient.setQueriesData<InfiniteData<ParticipantPage>>({ queryKey: ['coordinator', 'participants', promotionId] }, (d) =>
        d && { ...d, pages: d.pages.map((p) => ({ ...p, data: p.data.map((x) => (x.id === r.id ? { ...x, is_locked: false } : x)) })) });
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };
  const doDelete = async (r: ParticipantRow) => {
    const ok = await confirm({
      title: `Delete ${nameOf(r)}?`,
      body: `${nameOf(r)} (${r.email})${r.team_name ? `, of the team ${r.team_name},` : ''} will be deleted with everything they logged. This cannot be undone.`,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(r.id);
      toast(`${nameOf(r)} was deleted.`);
      await refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  const fourth = meta.fourth_column;
  const columns = useMemo<Column[]>(() => [
    { id: 'first_name', header: 'First', accessorKey: 'first_name', meta: { sort: 'first_name', width: 120 } },
    { id: 'last_name', header: 'Last', accessorKey: 'last_name', meta: { sort: 'last_name', width: 120 } },
    { id: 'email', header: 'Email', accessorKey: 'email', meta: { sort: 'email', width: 130 } },
    {
      id: 'fourth', header: fourth.label, meta: { width: 120 },
      cell: ({ row }) => (fourth.kind === 'location' ? row.original.location_name : row.original.sso_identifier) ?? '—',
    },
    { id: 'activities_logged', header: 'Activities', accessorKey: 'activities_logged', meta: { sort: 'activities_logged', width: 75, numeric: true } },
    { id: 'scenes_completed', header: 'Scenes', accessorKey: 'scenes_completed', meta: { sort: 'scenes_completed', width: 75, numeric: true } },
    { id: 'duos_completed', header: 'Duos', accessorKey: 'duos_completed', meta: { sort: 'duos_completed', width: 75, numeric: true } },
    {
      id: 'actions', header: 'Actions', meta: { width: 230 },
      cell: ({ row }) => {
        const r = row.original;
        const who = <span className="sr-only"> {nameOf(r)}</span>;
        return (
          <div className="flex flex-wrap gap-1">
            <a href={editHref(r.id)} target="_blank" rel="noopener" className="rounded px-1.5 text-sm font-semibold text-brand underline-offset-2 hover:underline">Edit{who}</a>
            {can.impersonate ? (
              <a href={`/users/impersonate?impersonate_id=${r.id}`} target="_blank" rel="noopener" className="rounded px-1.5 text-sm font-semibold text-brand underline-offset-2 hover:underline">Impersonate{who}</a>
            ) : null}
            {can.unlock && r.is_locked ? <button type="button" className="rounded px-1.5 text-sm font-semibold text-brand hover:underline" onClick={() => void doUnlock(r)}>Unlock{who}</button> : null}
            {can.delete ? <button type="button" className="rounded px-1.5 text-sm font-semibold text-danger hover:underline" onClick={() => void doDelete(r)}>Delete{who}</button> : null}
          </div>
        );
      },
    },
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the actions read the latest handlers through closures of this render
  ], [fourth.kind, fourth.label, can.delete, can.unlock, can.impersonate]);

  const table = useTable({ features, columns, data: rows, getRowId: (r) => String(r.id) });
  const tableRows = table.getRowModel().rows;

  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's measurements change on every scroll: this component is left unmemoized on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => USER_TABLE_ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastItem = items[items.length - 1];
  if (lastItem && lastItem.index >= tableRows.length - 10 && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (lastItem?.end ?? 0);
  const totalWidth = columns.reduce((sum, c) => sum + (c.meta?.width ?? 100), 0);

  const toggle = (s: UserTableSort) => setSort((cur) => (cur.sort === s ? { sort: s, dir: cur.dir === 'asc' ? 'desc' : 'asc' } : { sort: s, dir: s.endsWith('_name') || s === 'email' ? 'asc' : 'desc' }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
          <div className="flex w-full flex-col gap-1 sm:w-80">
            <Label htmlFor="participant-search">Search by name or email</Label>
            <Input id="participant-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="At least 3 characters" autoComplete="off" />
          </div>
          {locations.length > 0 ? (
            <div className="flex w-full flex-col gap-1 sm:w-auto">
              <Label htmlFor="participant-location">Location</Label>
              <Select id="participant-location" value={location} onChange={(e) => setLocation(e.target.value)} className="sm:min-w-56">
                <option value="">All locations</option>
                {locations.map((l) => <option key={l.id} value={l.id}>{`${'\u2014 '.repeat(l.depth)}${l.name}`}</option>)}
              </Select>
            </div>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {list.isFetching && !list.isFetchingNextPage ? 'Searching…' : `${meta.total.toLocaleString('en-US')}${meta.total_capped ? '+' : ''} participant${meta.total === 1 ? '' : 's'}`}
        </p>
      </div>
      {list.isError ? <LoadError title={M.participantsFailed} error={list.error} onRetry={() => void list.refetch()} /> : (
        <div ref={scrollRef} className="overflow-y-auto overflow-x-hidden rounded-2xl border border-line bg-surface shadow-card" style={{ maxHeight: USER_TABLE_ROW_HEIGHT * (VISIBLE_ROWS + 1) + 8 }}>
          <table className="w-full table-fixed border-collapse text-sm" aria-rowcount={meta.total_capped ? -1 : meta.total + 1}>
            <caption className="sr-only">Participants{q ? ` matching ${q}` : ''}, sorted by {sort.sort.replace('_', ' ')} {sort.dir === 'asc' ? 'ascending' : 'descending'}</caption>
            <colgroup>{columns.map((c) => <col key={c.id} style={{ width: `${(((c.meta?.width ?? 100) / totalWidth) * 100).toFixed(2)}%` }} />)}</colgroup>
            <thead className="sticky top-0 z-10 bg-surface-muted">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} aria-rowindex={1}>
                  {group.headers.map((header) => {
                    const m = (header.column.columnDef as Column).meta;
                    const s = m?.sort;
                    const active = s && sort.sort === s;
                    return (
                      <th key={header.id} scope="col" aria-sort={s ? (active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
                        className={`truncate px-2 py-2 text-left text-xs font-semibold uppercase text-ink-muted ${m?.numeric ? 'text-right' : ''}`}>
                        {s ? (
                          <button type="button" onClick={() => toggle(s)} className="inline-flex max-w-full items-center gap-1 uppercase hover:text-ink">
                            <span className="truncate"><table.FlexRender header={header} /></span>
                            {active ? (sort.dir === 'asc' ? <ArrowUp aria-hidden className="size-3 shrink-0" /> : <ArrowDown aria-hidden className="size-3 shrink-0" />) : <ArrowUpDown aria-hidden className="size-3 shrink-0 opacity-50" />}
                          </button>
                        ) : <table.FlexRender header={header} />}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }} /> : null}
              {items.map((item) => {
                const row = tableRows[item.index]!;
                return (
                  <tr key={row.id} aria-rowindex={item.index + 2} style={{ height: USER_TABLE_ROW_HEIGHT }} className="border-b border-line">
                    {row.getAllCells().map((cell) => {
                      const m = (cell.column.columnDef as Column).meta;
                      return (
                        <td key={cell.id} className={`truncate px-2 ${m?.numeric ? 'text-right tabular-nums' : ''}`}>
                          <table.FlexRender cell={cell} />
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
              {padBottom > 0 ? <tr aria-hidden="true" style={{ height: padBottom }} /> : null}
              {rows.length === 0 && !list.isFetching ? <tr><td colSpan={columns.length} className="px-2 py-6 text-center text-ink-muted">No participants found.</td></tr> : null}
            </tbody>
          </table>
          {list.isFetchingNextPage ? <p className="px-3 py-2 text-sm text-ink-muted" role="status">Loading more participants…</p> : null}
        </div>
      )}
      {list.hasNextPage ? (
        <Button variant="secondary" className="self-start" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>Load more participants</Button>
      ) : null}
    </div>
  );
}
