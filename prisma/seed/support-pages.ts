// The content of the end-of-program, opt-in participation and Contact pages (docs/learn-and-support.md): the default
// promotion's rows and acme's own contact note. Its own marker, so databases seeded before these pages existed get
// them on the next seed.
import { once } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';
import type { ContentItem } from './data/content-types.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ACME_SUPPORT_PAGES_OVERRIDES, SUPPORT_PAGES_CONTENT } from './data/content-support-pages.ts';

const toRow = (promotionId: number) => (item: ContentItem): Prisma.CustomContentCreateManyInput => ({
  ...item, promotion_id: promotionId, custom_fields: (item.custom_fields ?? undefined) as Prisma.InputJsonValue | undefined,
});

export async function seedSupportPages(ctx: SeedContext): Promise<void> {
  const { db, ids } = ctx;
  await once(
    db, 'support pages',
    async () => (await db.customContent.count({ where: { promotion_id: ids.defaultPromotionId, category: 'eop' } })) > 0,
    async (tx) => {
      await tx.customContent.createMany({ data: SUPPORT_PAGES_CONTENT.map(toRow(ids.defaultPromotionId)) });
      await tx.customContent.createMany({ data: ACME_SUPPORT_PAGES_OVERRIDES.map(toRow(ids.acmeId)) });
    },
    ctx.log,
  );
}
