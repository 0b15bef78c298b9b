// Default custom content (rows of the default promotion, administration.md §3 "Custom content") for every category
// and key the specs name, and a few acme overrides of the same category + key.
import { once } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';
import type { ContentItem } from './data/content-types.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { HOME_CONTENT } from './data/content-home.ts';
import { PUBLIC_CONTENT } from './data/content-public.ts';
import { SUPPORT_CONTENT } from './data/content-support.ts';
import { TIP_CONTENT } from './data/content-tips.ts';
import { LEARN_CONTENT } from './data/content-learn.ts';
import { CONTENT_TRANSLATIONS } from './data/content-translations.ts';

export const DEFAULT_CONTENT: ContentItem[] = [...HOME_CONTENT, ...PUBLIC_CONTENT, ...SUPPORT_CONTENT, ...TIP_CONTENT, ...LEARN_CONTENT];

// acme's own wording where a real client would customise: greetings, the first welcome slide, an FAQ and the
// competition intro. Resetting one in the content editor deletes the row and the default shows again.
const ACME_OVERRIDES: ContentItem[] = [
  { category: 'home', key: 'greetings', title: 'Greetings',
    content: 'Welcome back to Renew at Acme!|Good to see you again.|Acme is renewing together — nice to have you here.|Small steps, big Acme energy.|Your scene missed you.' },
  { category: 'welcome', key: 'slide_renew', title: 'Renew at Acme', sequence: 1, image1: '/demo/welcome/slide-1.svg',
    content: '<p>Eight weeks of small, everyday activities — for everyone at Acme, in every office. Register with your work email to get started.</p>' },
  { category: 'faqs', key: 'who_can_join', title: 'Who can join?', group: 'Getting started', sequence: 3,
    content: '<p>All Acme employees and contractors in North America and Europe. Registration asks for your employee ID, which you’ll find in Workday under “My profile”.</p>' },
  { category: 'competition', key: 'intro', title: 'The Acme Art Prize', sequence: 1,
    content: '<p>Teams of four from any office compete to build the most vibrant gallery. Weekly winners get their frame on the big screen in the Chicago lobby!</p>' },
];

const toRow = (promotionId: number) => (item: ContentItem): Prisma.CustomContentCreateManyInput => ({
  ...item, promotion_id: promotionId, custom_fields: (item.custom_fields ?? undefined) as Prisma.InputJsonValue | undefined,
});

export async function seedContent(ctx: SeedContext): Promise<void> {
  const { db, ids } = ctx;
  await once(
    db, 'content',
    async () => (await db.customContent.count({ where: { promotion_id: ids.defaultPromotionId, category: 'home', key: 'greetings' } })) > 0,
    async (tx) => {
      await tx.customContent.createMany({ data: DEFAULT_CONTENT.map(toRow(ids.defaultPromotionId)) });
      await tx.customContent.createMany({ data: ACME_OVERRIDES.map(toRow(ids.acmeId)) });
    },
    ctx.log,
  );
}

/**
 * Spanish translations of a few default items (two tips, "Why Renew?"): every promotion without its own version of
 * them, the demo promotion included, serves them to Spanish readers. A step of its own, so a database seeded before
 * translations existed gets them too.
 */
export async function seedContentTranslations(ctx: SeedContext): Promise<void> {
  const { db, ids } = ctx;
  await once(
    db, 'content translations',
    async () => (await db.customContentTranslation.count({ where: { custom_content: { promotion_id: ids.defaultPromotionId } } })) > 0,
    async (tx) => {
      const rows = await tx.customContent.findMany({
        where: { promotion_id: ids.defaultPromotionId, OR: CONTENT_TRANSLATIONS.map(({ category, key }) => ({ category, key })) },
        select: { id: true, category: true, key: true },
      });
      const idOf = new Map(rows.map((r) => [`${r.category}/${r.key}`, r.id]));
      await tx.customContentTranslation.createMany({
        data: CONTENT_TRANSLATIONS.flatMap(({ category, key, ...text }) => {
          const id = idOf.get(`${category}/${key}`);
          return id === undefined ? [] : [{ custom_content_id: id, ...text }];
        }),
      });
    },
    ctx.log,
  );
}

/** The tips of the default promotion, in sequence: other domains favorite, share and discuss them. */
export async function loadTips(ctx: SeedContext) {
  return ctx.db.customContent.findMany({
    where: { promotion_id: ctx.ids.defaultPromotionId, category: 'tips' },
    orderBy: { sequence: 'asc' },
    select: { id: true, key: true, title: true, days_from_start: true },
  });
}
