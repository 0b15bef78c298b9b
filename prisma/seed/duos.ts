// Duos: the template library (with images) and a duo collection used by every demo promotion, then acme duos in
// every state (pending, active, completed; archived or not; one made by the pair queue), pair-queue entries in
// every state, and journal reflections about duos.
import { once } from './lib/once.ts';
import { random } from './lib/random.ts';
import type { SeedContext } from './lib/context.ts';
import { slug } from './data/people.ts';
import { at } from './dates.ts';
import { loadParticipants } from './participants.ts';
import { circleOf } from './social-friends.ts';

export const DUO_TEMPLATES = [
  { name: 'Gratitude Exchange', description: 'Each of you writes down three things you appreciate about your week, then swap lists.' },
  { name: 'Walk & Talk', description: 'Take a 20-minute walk together — in person or on the phone — and leave work talk behind.' },
  { name: 'Two-Minute Tidy', description: 'Set a timer and tidy your desks for two minutes. Share a before-and-after photo.' },
  { name: 'Recipe Swap', description: 'Pick a recipe for each other, cook it this week, and compare notes.' },
  { name: 'Screen-Free Evening', description: 'Agree on one evening without screens. Tell each other how you spent it.' },
  { name: 'Compliment Chain', description: 'Send each other one genuine compliment a day for three days.' },
];
export const duoImage = (name: string, n: number) => `/demo/duos/${slug(name)}-${n}.svg`;

const pairs = <T>(items: T[]): [T, T][] => Array.from({ length: Math.floor(items.length / 2) }, (_, i) => [items[2 * i], items[2 * i + 1]]);

export async function seedDuos(ctx: SeedContext): Promise<void> {
  const { db, ids, acme } = ctx;
  await once(
    db, 'duos',
    async () => (await db.duoCollection.count({ where: { name: 'Renew Duos' } })) > 0,
    async (tx) => {
      const templates: { id: number }[] = [];
      for (const t of DUO_TEMPLATES) {
        templates.push(await tx.duoTemplate.create({
          data: {
            name: t.name, description: t.description,
            duo_images: { create: [1, 2, 3].map((n) => ({ image_url: duoImage(t.name, n), sequence: n })) },
          },
          select: { id: true },
        }));
      }
      const collection = await tx.duoCollection.create({
        data: { name: 'Renew Duos', duo_templates: { create: templates.map((t, i) => ({ duo_template_id: t.id, sequence: i + 1 })) } },
        select: { id: true },
      });
      await tx.promotion.updateMany({ where: { id: { in: [ids.defaultPromotionId, ids.acmeId, ids.globexId] } }, data: { duo_collection_id: collection.id } });

      const rnd = random('duos');
      const { maya, jordan, settled } = circleOf(await loadParticipants(ctx));
      const ago = (days: number, hour = 12) => at(acme.daysSoFar[Math.max(0, acme.dayIndex - days)], hour);
      const t = (i: number) => templates[i % templates.length].id;
      const duo = (sender: number, receiver: number, template: number, state: 'pending' | 'active' | 'completed', startedDaysAgo: number | null, extra = {}) => ({
        promotion_id: acme.id, sender_id: sender, receiver_id: receiver, duo_template_id: t(template), state,
        created_at: ago((startedDaysAgo ?? 0) + 1), started_at: startedDaysAgo === null ? null : ago(startedDaysAgo),
        completed_at: state === 'completed' ? ago(Math.max(0, (startedDaysAgo ?? 0) - 3), 19) : null, ...extra,
      });
      const created = await tx.duo.createManyAndReturn({
        data: [
          duo(maya.id, jordan.id, 1, 'active', 4),
          duo(settled[1].id, maya.id, 0, 'completed', 12, { is_sender_archived: true, is_receiver_archived: true }),
          duo(settled[3].id, maya.id, 5, 'pending', null),
          // Completed but the receiver has not archived it: the full-screen overlay is due on their next visit.
          duo(settled[4].id, settled[5].id, 2, 'completed', 8, { is_sender_archived: true }),
          duo(settled[6].id, settled[7].id, 3, 'pending', null),
          duo(settled[13].id, settled[14].id, 4, 'active', 2, { paired_duo: true }),
          duo(jordan.id, settled[12].id, 5, 'completed', 9, { is_sender_archived: true, is_receiver_archived: true }),
          ...pairs(rnd.sample(settled.slice(18), 12)).map(([a, b], i) => duo(a.id, b.id, i, (['active', 'completed', 'pending'] as const)[i % 3], i % 3 === 2 ? null : 3 + i)),
        ],
        select: { id: true, sender_id: true, receiver_id: true, state: true },
      });
      const paired = created.find((d) => d.sender_id === settled[13].id)!;
      await tx.duoPairQueue.createMany({
        data: [
          { promotion_id: acme.id, user_id: settled[13].id, state: 'paired', duo_id: paired.id, created_at: ago(3) },
          { promotion_id: acme.id, user_id: settled[14].id, state: 'paired', duo_id: paired.id, created_at: ago(2, 9) },
          { promotion_id: acme.id, user_id: settled[15].id, state: 'queued', created_at: ago(1) },
          { promotion_id: acme.id, user_id: settled[16].id, state: 'withdrawn', created_at: ago(6) },
        ],
      });
      const mayaDone = created.find((d) => d.receiver_id === maya.id && d.state === 'completed')!;
      const active = created.find((d) => d.sender_id === maya.id)!;
      await tx.post.createMany({
        data: [
          { promotion_id: acme.id, user_id: maya.id, wallable_type: 'User', wallable_id: maya.id, postable_type: 'Journal', duo_id: mayaDone.id,
            content: 'Finished the gratitude exchange. Reading the list my duo partner wrote about her week made me want to notice more of my own good moments.', created_at: ago(9, 21) },
          { promotion_id: acme.id, user_id: jordan.id, wallable_type: 'User', wallable_id: jordan.id, postable_type: 'Journal', duo_id: active.id,
            content: 'Walk & Talk with Maya at lunch. We didn’t talk about work once, and I came back with a clearer head than I’ve had all week.', created_at: ago(3, 20) },
        ],
      });
    },
    ctx.log,
  );
}
