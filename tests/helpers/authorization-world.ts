// A small world with every role: promotion A (its organization sold by a reseller, covered by a super coordinator),
// promotion B (neither), and one account of each role. Sessions are minted directly for any host, including hosts
// where the sign-in form would refuse the account, because a route must refuse such a token on its own.
import { db } from '@/server/db';
import type { Role } from '@/lib/roles';
import { createPromotion, createUser, signInCookie } from './factories';

export type HostName = 'A' | 'B' | 'dashboard';
export const HOST_NAMES: HostName[] = ['A', 'B', 'dashboard'];

export interface Principal {
  name: string;
  role: Role | null;
  /** Promotion the account belongs to. */
  home: 'A' | 'B' | null;
  user: { id: number; session_version: number } | null;
}

export interface World {
  promotions: { A: Awaited<ReturnType<typeof createPromotion>>; B: Awaited<ReturnType<typeof createPromotion>> };
  principals: Principal[];
  host(name: HostName): string;
  promotionId(name: HostName): number | null;
  /** A fresh Cookie header for the principal on that host (none for visitors). */
  cookie(principal: Principal, host: HostName): Promise<string | undefined>;
}

export async function buildWorld(): Promise<World> {
  const reseller = await db.reseller.create({ data: { name: 'Matrix Reseller' } });
  const A = await createPromotion({ organization: { reseller_id: reseller.id } });
  const B = await createPromotion();
  const promotions = { A, B };

  const make = async (name: string, role: Role, home: 'A' | 'B' | null, extra: { resellerId?: number } = {}): Promise<Principal> => {
    const user = await createUser({ promotionId: home ? promotions[home].id : null, role, ...extra });
    return { name, role, home, user };
  };
  const principals: Principal[] = [
    { name: 'visitor', role: null, home: null, user: null },
    await make('participant of A', 'User', 'A'),
    await make('coordinator of A', 'Coordinator', 'A'),
    await make('location coordinator of A', 'Location Coordinator', 'A'),
    await make('regional coordinator of A', 'Regional Coordinator', 'A'),
    await make('participant of B', 'User', 'B'),
    await make('super coordinator covering A', 'Super Coordinator', null),
    await make('reseller of A', 'Reseller', null, { resellerId: reseller.id }),
    await make('poster', 'Poster', null),
    await make('master', 'Master', null),
  ];
  const superCoordinator = principals.find((p) => p.role === 'Super Coordinator')!;
  await db.superCoordinatorPromotion.create({ data: { user_id: superCoordinator.user!.id, promotion_id: A.id } });

  return {
    promotions,
    principals,
    host: (name) => (name === 'dashboard' ? 'dashboard.localhost:3000' : promotions[name].host),
    promotionId: (name) => (name === 'dashboard' ? null : promotions[name].id),
    cookie: async (principal, host) =>
      principal.user ? signInCookie(principal.user, { promotionId: host === 'dashboard' ? null : promotions[host].id }) : undefined,
  };
}
