// Eligibility reach (docs/privacy.md): a location or regional coordinator reads only the eligibility records within
// their reach, like their participants list, stats and reports. A record carries no location of its own, so it is
// within reach once its person registered at a location of the reach; an unregistered record (a name and an email
// from the employer's roster) belongs to the whole program's administrators only.
import 'server-only';
import type { Prisma } from '@/server/db';
import type { Role } from '@/lib/roles';
import { viewerLocationScope } from '@/server/reports/scope';

/** The location ids a viewer's eligibility records are limited to, or null for the whole promotion. */
export const eligibilityReach = (viewer: { role: Role; location_id: number | null }, promotionId: number): Promise<number[] | null> =>
  viewerLocationScope(viewer, promotionId);

/** The reach as a condition on eligibility rows. */
export const eligibilityReachWhere = (reach: number[] | null): Prisma.EligibilityWhereInput =>
  reach === null ? {} : { user: { location_id: { in: reach } } };
