// Creating and renaming resellers, each with its audit row in the same transaction.
import 'server-only';
import type { Reseller } from '@/lib/resellers/types';
import { RESELLER_MESSAGES as M } from '@/lib/resellers/types';
import { recordAudit } from '@/server/audit/record';
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { findReseller } from './queries';

interface Source { actorId: number; ip: string | null }

export async function createReseller(source: Source, name: string): Promise<Reseller> {
  const id = await db.$transaction(async (tx) => {
    const row = await tx.reseller.create({ data: { name }, select: { id: true } });
    await recordAudit(tx, { ...source, action: 'create', recordType: 'Reseller', recordId: row.id, after: { name } });
    return row.id;
  });
  return findReseller(id);
}

export async function updateReseller(source: Source, id: number, name: string): Promise<Reseller> {
  await db.$transaction(async (tx) => {
    const before = await tx.reseller.findUnique({ where: { id }, select: { name: true } });
    if (!before) throw new NotFound(M.notFound);
    await tx.reseller.update({ where: { id }, data: { name } });
    await recordAudit(tx, { ...source, action: 'update', recordType: 'Reseller', recordId: id, before, after: { name } });
  });
  return findReseller(id);
}
