// Test data of duos: a duo collection of templates (each with `images` images in sequence) chosen by a promotion.
import { db } from '@/server/db';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';

export async function createDuoCollection(p: { id: number }, names = ['Walk & Talk', 'Recipe Swap'], images = 3) {
  const templates = [];
  for (const name of names) {
    templates.push(await db.duoTemplate.create({
      data: {
        name, description: `${name} together`,
        duo_images: { create: Array.from({ length: images }, (_, i) => ({ image_url: `/duos/${name}-${i + 1}.svg`, sequence: i + 1 })) },
      },
    }));
  }
  const collection = await db.duoCollection.create({
    data: { name: 'Duos', duo_templates: { create: templates.map((t, i) => ({ duo_template_id: t.id, sequence: i + 1 })) } },
  });
  await db.promotion.update({ where: { id: p.id }, data: { duo_collection_id: collection.id } });
  forgetCachedPromotions();
  return templates;
}
