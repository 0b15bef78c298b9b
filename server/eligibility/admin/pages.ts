// What the eligibility pages load on the server (the first page of records as the list answers it, so the client
// shows it without a spinner), and the coordinator dashboard's Eligibility tab can load the same way.
import 'server-only';
import { ELIGIBILITY_PAGE_SIZE } from '@/lib/eligibility/constants';
import type { AdminEligibility, EligibilityList } from '@/lib/eligibility/types';
import { findEligibility, listEligibilities } from './records';

export async function eligibilityListPage(promotionId: number, reach: number[] | null = null): Promise<EligibilityList> {
  const page = await listEligibilities(promotionId, { page: 1, page_size: ELIGIBILITY_PAGE_SIZE }, reach);
  const lastPage = Math.max(1, Math.ceil(page.total / ELIGIBILITY_PAGE_SIZE));
  const link = (p: number) => `/api/eligibilities?promotion_id=${promotionId}&page=${p}`;
  return {
    data: page.rows,
    meta: { total_records: page.total, label: page.label, registered_records: page.registered, links: { next: lastPage > 1 ? link(2) : null, prev: null, current: link(1) } },
  };
}

/** A record of the promotion by its path id, or null (malformed, missing, another promotion's). */
export async function findEligibilityForPage(promotionId: number, rawId: string): Promise<AdminEligibility | null> {
  if (!/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > 2 ** 31 - 1) return null;
  return findEligibility(promotionId, Number(rawId)).catch(() => null);
}
