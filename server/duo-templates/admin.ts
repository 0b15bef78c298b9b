// Duo templates (name, description, video, images in sequence) and duo collections (the templates a promotion's
// participants choose from, in order). Like scenes they belong to no promotion. The participant reads stay in
// server/duos/queries.ts (docs/admin-scenes-and-libraries.md).
import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db, type Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import {
  SCENE_ADMIN_MESSAGES as M, type AdminDuoCollection, type AdminDuoTemplate, type DuoCollectionWrite, type DuoTemplateWrite,
} from '@/lib/scenes/admin';

const templateSelect = {
  id: true, name: true, description: true, video_url: true,
  duo_images: { select: { image_url: true, sequence: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] },
  _count: { select: { collections: true, duos: true } },
} satisfies Prisma.DuoTemplateSelect;
type TemplateRow = Prisma.DuoTemplateGetPayload<{ select: typeof templateSelect }>;

function serializeTemplate(row: TemplateRow): AdminDuoTemplate {
  return {
    id: row.id, name: row.name, description: row.description, video_url: row.video_url,
    duo_images: row.duo_images.map((i) => ({ image_url: i.image_url, sequence: i.sequence })),
    collection_count: row._count.collections, duo_count: row._count.duos,
  };
}

export async function listDuoTemplates(): Promise<AdminDuoTemplate[]> {
  const rows = await db.duoTemplate.findMany({ select: templateSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return rows.map(serializeTemplate);
}

export async function findDuoTemplate(id: number): Promise<AdminDuoTemplate | null> {
  const row = await db.duoTemplate.findUnique({ where: { id }, select: templateSelect });
  return row ? serializeTemplate(row) : null;
}

export async function requireDuoTemplate(id: number): Promise<AdminDuoTemplate> {
  const template = await findDuoTemplate(id);
  if (!template) throw new NotFound(M.templateNotFound);
  return template;
}

const templateAudit = (t: { name: string; description: string | null; video_url: string | null; duo_images: { image_url: string }[] }) => ({
  name: t.name, description: t.description, video_url: t.video_url, image_urls: t.duo_images.map((i) => i.image_url),
});

async function replaceImages(tx: Tx, templateId: number, images: { image_url: string }[]): Promise<void> {
  await tx.duoImage.deleteMany({ where: { duo_template_id: templateId } });
  await tx.duoImage.createMany({ data: images.map((image, i) => ({ duo_template_id: templateId, image_url: image.image_url, sequence: i + 1 })) });
}

export async function createDuoTemplate(who: AuditActor, input: DuoTemplateWrite): Promise<AdminDuoTemplate> {
  const id = await db.$transaction(async (tx) => {
    const row = await tx.duoTemplate.create({ data: { name: input.name, description: input.description, video_url: input.video_url }, select: { id: true } });
    await replaceImages(tx, row.id, input.duo_images);
    await recordAudit(tx, { ...who, action: 'create', recordType: 'DuoTemplate', recordId: row.id, after: templateAudit(input) });
    return row.id;
  }, ADMIN_TRANSACTION);
  return requireDuoTemplate(id);
}

/**
 * A duo is completed after as many logged days as its template has images: while duos are pending or active on a
 * template, its images may be replaced or reordered but their number may not change.
 */
export async function updateDuoTemplate(who: AuditActor, id: number, input: DuoTemplateWrite): Promise<AdminDuoTemplate> {
  await db.$transaction(async (tx) => {
    const before = await tx.duoTemplate.findUnique({ where: { id }, select: templateSelect });
    if (!before) throw new NotFound(M.templateNotFound);
    // The update takes the row's lock first: two saves of one template run one after the other.
    await tx.duoTemplate.update({ where: { id }, data: { name: input.name, description: input.description, video_url: input.video_url } });
    if (before.duo_images.length !== input.duo_images.length) {
      const live = await tx.duo.count({ where: { duo_template_id: id, state: { in: ['pending', 'active'] } } });
      if (live > 0) throw new Invalid(M.templateImageCountInUse);
    }
    await replaceImages(tx, id, input.duo_images);
    await recordAudit(tx, { ...who, action: 'update', recordType: 'DuoTemplate', recordId: id, before: templateAudit(before), after: templateAudit(input) });
  }, ADMIN_TRANSACTION);
  return requireDuoTemplate(id);
}

const isForeignKeyViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003';

/** A template any duo used stays (its duos and journal posts point at it); it leaves its collections when deleted. */
export async function deleteDuoTemplate(who: AuditActor, id: number): Promise<void> {
  try {
    await db.$transaction(async (tx) => {
      const row = await tx.duoTemplate.findUnique({ where: { id }, select: templateSelect });
      if (!row) throw new NotFound(M.templateNotFound);
      if (row._count.duos > 0) throw new Invalid(M.templateInUse);
      await tx.duoTemplate.delete({ where: { id } });
      await recordAudit(tx, { ...who, action: 'delete', recordType: 'DuoTemplate', recordId: id, before: templateAudit(row) });
    }, ADMIN_TRANSACTION);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new Invalid(M.templateInUse);
    throw error;
  }
}

// ---- Duo collections -----------------------------------------------------------------------------------------------

const collectionSelect = {
  id: true, name: true, _count: { select: { promotions: true } },
  duo_templates: {
    select: {
      duo_template: {
        select: { id: true, name: true, duo_images: { select: { image_url: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] } },
      },
    },
    orderBy: [{ sequence: 'asc' }, { duo_template_id: 'asc' }],
  },
} satisfies Prisma.DuoCollectionSelect;
type CollectionRow = Prisma.DuoCollectionGetPayload<{ select: typeof collectionSelect }>;

function serializeCollection(row: CollectionRow): AdminDuoCollection {
  return {
    id: row.id, name: row.name, promotion_count: row._count.promotions,
    duo_templates: row.duo_templates.map(({ duo_template: t }) => ({
      id: t.id, name: t.name, image_count: t.duo_images.length, preview_url: t.duo_images[0]?.image_url ?? null,
    })),
  };
}

export async function listDuoCollections(): Promise<AdminDuoCollection[]> {
  const rows = await db.duoCollection.findMany({ select: collectionSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return rows.map(serializeCollection);
}

export async function findDuoCollection(id: number): Promise<AdminDuoCollection | null> {
  const row = await db.duoCollection.findUnique({ where: { id }, select: collectionSelect });
  return row ? serializeCollection(row) : null;
}

export async function requireDuoCollection(id: number): Promise<AdminDuoCollection> {
  const collection = await findDuoCollection(id);
  if (!collection) throw new NotFound(M.duoCollectionNotFound);
  return collection;
}

async function assertTemplatesExist(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  if ((await tx.duoTemplate.count({ where: { id: { in: ids } } })) !== ids.length) throw new Invalid(M.templateMissing);
}

async function replaceTemplates(tx: Tx, collectionId: number, ids: number[]): Promise<void> {
  await tx.duoCollectionTemplate.deleteMany({ where: { duo_collection_id: collectionId } });
  if (ids.length) {
    await tx.duoCollectionTemplate.createMany({ data: ids.map((duo_template_id, i) => ({ duo_collection_id: collectionId, duo_template_id, sequence: i + 1 })) });
  }
}

async function withTemplateRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new Invalid(M.templateMissing);
    throw error;
  }
}

export async function createDuoCollection(who: AuditActor, input: DuoCollectionWrite): Promise<AdminDuoCollection> {
  const id = await withTemplateRace(() => db.$transaction(async (tx) => {
    await assertTemplatesExist(tx, input.duo_template_ids);
    const row = await tx.duoCollection.create({ data: { name: input.name }, select: { id: true } });
    await replaceTemplates(tx, row.id, input.duo_template_ids);
    await recordAudit(tx, { ...who, action: 'create', recordType: 'DuoCollection', recordId: row.id, after: { name: input.name, duo_template_ids: input.duo_template_ids } });
    return row.id;
  }, ADMIN_TRANSACTION));
  return requireDuoCollection(id);
}

export async function updateDuoCollection(who: AuditActor, id: number, input: DuoCollectionWrite): Promise<AdminDuoCollection> {
  await withTemplateRace(() => db.$transaction(async (tx) => {
    const before = await tx.duoCollection.findUnique({
      where: { id }, select: { name: true, duo_templates: { select: { duo_template_id: true }, orderBy: [{ sequence: 'asc' }, { duo_template_id: 'asc' }] } },
    });
    if (!before) throw new NotFound(M.duoCollectionNotFound);
    await assertTemplatesExist(tx, input.duo_template_ids);
    await tx.duoCollection.update({ where: { id }, data: { name: input.name } });
    await replaceTemplates(tx, id, input.duo_template_ids);
    await recordAudit(tx, {
      ...who, action: 'update', recordType: 'DuoCollection', recordId: id,
      before: { name: before.name, duo_template_ids: before.duo_templates.map((t) => t.duo_template_id) },
      after: { name: input.name, duo_template_ids: input.duo_template_ids },
    });
  }, ADMIN_TRANSACTION));
  return requireDuoCollection(id);
}

export async function deleteDuoCollection(who: AuditActor, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.duoCollection.findUnique({ where: { id }, select: collectionSelect });
    if (!row) throw new NotFound(M.duoCollectionNotFound);
    if (row._count.promotions > 0) throw new Invalid(M.collectionInUse(row._count.promotions));
    await tx.duoCollection.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'DuoCollection', recordId: id, before: { name: row.name, duo_template_ids: row.duo_templates.map((t) => t.duo_template.id) } });
  }, ADMIN_TRANSACTION);
}
