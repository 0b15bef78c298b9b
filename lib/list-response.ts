// The list envelope of every index call (page_size 0 means all): {"data": [...], "meta": {"total_records", "links"}},
// plus what a list adds to its meta (the week of a day list, a board's my_rank). server/http/pagination.ts builds it.

export interface ListLinks {
  next: string | null;
  prev: string | null;
  current: string;
}

export interface ListMeta {
  total_records: number;
  links: ListLinks;
}

/** `Extra`: the fields a list adds to its meta, beside total_records and links. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no extra meta by default
export interface ListResponse<T, Extra extends object = {}> {
  data: T[];
  meta: ListMeta & Extra;
}

/** What a list adds to its meta: a route checks the object it hands listEnvelope with `satisfies ExtraMeta<…>`. */
export type ExtraMeta<L extends ListResponse<unknown, object>> = Omit<L['meta'], keyof ListMeta>;
