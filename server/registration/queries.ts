// Reads of registration: email uniqueness, locations and the Initial Assessment.
import { db, type Prisma } from '@/server/db';
import { INITIAL_ASSESSMENT_NAME } from '@/lib/onboarding/constants';

type Client = Prisma.TransactionClient | typeof db;

/** Is the (lower-case) email used by another live or deleted account of this scope? (users_promotion_id_email_key) */
export async function isEmailTaken(promotionId: number | null, email: string, exceptUserId?: number): Promise<boolean> {
  const row = await db.user.findFirst({
    where: { promotion_id: promotionId, email, ...(exceptUserId ? { id: { not: exceptUserId } } : {}) },
    select: { id: true },
  });
  return row !== null;
}

/** A location of this promotion and whether it is a leaf (registration picks the deepest level). */
export async function findRegistrationLocation(promotionId: number, locationId: number) {
  const row = await db.location.findFirst({
    where: { id: locationId, promotion_id: promotionId },
    select: { id: true, _count: { select: { children: true } } },
  });
  return row ? { id: row.id, isLeaf: row._count.children === 0 } : null;
}

export async function promotionHasLocations(promotionId: number): Promise<boolean> {
  return (await db.location.findFirst({ where: { promotion_id: promotionId }, select: { id: true } })) !== null;
}

/** The promotion's Initial Assessment with its active question names, or null. */
export function findInitialAssessment(promotionId: number, client: Client = db) {
  return client.evaluationDefinition.findFirst({
    where: { promotion_id: promotionId, name: INITIAL_ASSESSMENT_NAME },
    orderBy: { id: 'asc' },
    select: { id: true, questions: { where: { is_active: true }, select: { name: true } } },
  });
}
