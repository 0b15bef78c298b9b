// Journal reflections: posts with wallable_type 'User' (the author), postable_type 'Journal', on days the author
// logged, about the scene they were filling that day (docs/domain-model.md "Journal, wall, friends").
import { once } from './lib/once.ts';
import { random } from './lib/random.ts';
import { insertMany } from './lib/bulk.ts';
import type { SeedContext } from './lib/context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { at, dayOf } from './dates.ts';
import { REFLECTIONS } from './data/reflections.ts';
import { loadParticipants } from './participants.ts';

const HOW_MANY = { new: [0, 0], light: [0, 1], steady: [1, 3], keen: [2, 5] } as const;

export async function seedJournal(ctx: SeedContext): Promise<void> {
  const { db, acme } = ctx;
  await once(
    db, 'journal',
    async () => (await db.post.count({ where: { promotion_id: acme.id, postable_type: 'Journal' } })) > 0,
    async (tx) => {
      const rnd = random('journal');
      const people = await loadParticipants(ctx);
      // The scene each participant was filling on each day they logged (their last tile that day).
      const logged = await tx.userActivity.findMany({
        where: { promotion_id: acme.id }, orderBy: { created_at: 'asc' },
        select: { user_id: true, recorded_on: true, user_scene_id: true },
      });
      const days = new Map<number, Map<string, number | null>>();
      for (const a of logged) {
        if (!days.has(a.user_id)) days.set(a.user_id, new Map());
        days.get(a.user_id)!.set(dayOf(a.recorded_on!), a.user_scene_id);
      }
      const rows: Prisma.PostCreateManyInput[] = [];
      let next = 0;
      for (const p of people) {
        const own = [...(days.get(p.id) ?? new Map<string, number | null>()).entries()];
        const maya = p.email === 'participant@example.com';
        const n = maya ? 7 : rnd.int(HOW_MANY[p.engagement][0], HOW_MANY[p.engagement][1]);
        for (const [day, sceneId] of rnd.sample(own, n)) {
          const createdAt = at(day, rnd.int(19, 22), rnd.int(0, 59));
          rows.push({
            promotion_id: acme.id, user_id: p.id, content: REFLECTIONS[next++ % REFLECTIONS.length],
            wallable_type: 'User', wallable_id: p.id, postable_type: 'Journal', user_scene_id: sceneId, created_at: createdAt,
          });
        }
      }
      await insertMany(tx, 'posts', rows);
    },
    ctx.log,
  );
}
