// The coordinator dashboard's demo (docs/coordinator-dashboard.md): two acme participants locked out after failed
// sign-ins, so the user table's Unlock and the locked accounts panel have something to do. The stats, the user
// table's counts (kept by triggers), the teams, the flagged post and the announcements come from the other domains.
import { once } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';
import { PEOPLE, emailOf } from './data/people.ts';

const LOCKED = [PEOPLE[10]!, PEOPLE[16]!].map(emailOf);

export async function seedCoordinator(ctx: SeedContext): Promise<void> {
  const { db, acme } = ctx;
  await once(
    db, 'coordinator',
    async () => (await db.user.count({ where: { promotion_id: acme.id, email: { in: LOCKED }, is_locked: true } })) > 0,
    async (tx) => {
      await tx.user.updateMany({ where: { promotion_id: acme.id, email: { in: LOCKED } }, data: { is_locked: true, failed_login_count: 5 } });
    },
    ctx.log,
  );
}
