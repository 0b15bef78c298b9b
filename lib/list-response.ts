// The list envelope of every index call (page_size 0 means all): {"data": [...], "meta": {"total_records", "links"}},
// plus what a list adds to its meta (the week of a day list, a board's my_rank). server/platform/pagination.ts builds it.
import { z } from 'zod';

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

// The same envelope as zod schemas, for routes to declare as their `response` (the OpenAPI document and the response
// contract test read them). Extra meta fields are passed as a shape.
export const listLinksSchema = z.object({ next: z.string().nullable(), prev: z.string().nullable(), current: z.string() }).meta({ id: 'ListLinks' });

/** `{data: Row[], meta: {total_records, links, ...extra}}`; `extraMeta` adds what a list's meta carries beside those. */
export function listResponseSchema<R extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(row: R, extraMeta?: E) {
  return z.object({
    data: z.array(row),
    meta: z.object({ total_records: z.number().int().min(0), links: listLinksSchema, ...(extraMeta ?? ({} as E)) }),
  });
}
