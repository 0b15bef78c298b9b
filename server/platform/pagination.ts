// The API's list shape, built by serializers and services alike (it is JSON, not HTTP): the list envelope of every
// index call: {"data": [...], "meta": {"total_records", "links": {next, prev, current}}}.
// page_size 0 means all records.
// The query's page and page_size: paginationFields in lib/schemas.ts.
export const DEFAULT_PAGE_SIZE = 20;

export interface Page {
  page: number;
  pageSize: number; // 0 = all
  /** Prisma skip/take (undefined take = all). */
  skip: number;
  take: number | undefined;
}

export function toPage(query: { page?: number; page_size?: number }, defaultSize = DEFAULT_PAGE_SIZE): Page {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultSize;
  return pageSize === 0 ? { page: 1, pageSize: 0, skip: 0, take: undefined } : { page, pageSize, skip: (page - 1) * pageSize, take: pageSize };
}

/** This list's URL with some query parameters set (a string) or removed (null): a link of meta.links. */
export function listLink(url: URL, set: Record<string, string | null>): string {
  const next = new URL(url);
  for (const [key, value] of Object.entries(set)) {
    if (value === null) next.searchParams.delete(key);
    else next.searchParams.set(key, value);
  }
  return `${next.pathname}${next.search}`;
}

const linkFor = (url: URL, page: number): string => listLink(url, { page: String(page) });

/** `extraMeta`: what a list adds beside total_records and links (typed through, so a route's declared list type checks it). */
export function listEnvelope<T, E extends object = Record<never, never>>(data: T[], total: number, page: Page, url: URL, extraMeta: E = {} as E) {
  const lastPage = page.pageSize === 0 ? 1 : Math.max(1, Math.ceil(total / page.pageSize));
  return {
    data,
    meta: {
      total_records: total,
      ...extraMeta,
      links: {
        next: page.page < lastPage ? linkFor(url, page.page + 1) : null,
        prev: page.page > 1 ? linkFor(url, page.page - 1) : null,
        current: linkFor(url, page.page),
      },
    },
  };
}

/** A list answered whole (no paging: an editor's rows, a saved set, a fixed catalogue) in the same envelope. */
export function wholeList<T, E extends object = Record<never, never>>(data: readonly T[], url: URL, extraMeta: E = {} as E) {
  return listEnvelope([...data], data.length, { page: 1, pageSize: 0, skip: 0, take: undefined }, url, extraMeta);
}
