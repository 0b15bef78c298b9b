// Idempotency: each domain writes its rows in one transaction, and only when its marker row is absent. A second run
// (or `npm start` on a seeded database) therefore adds nothing, and a crash never leaves half a domain behind.
import type { SeedDb } from '../client.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';

export type Tx = Prisma.TransactionClient;

export async function once(
  db: SeedDb,
  name: string,
  isSeeded: () => Promise<boolean>,
  write: (tx: Tx) => Promise<void>,
  log: (m: string) => void,
): Promise<void> {
  if (await isSeeded()) {
    log(`  ${name}: already present, skipped`);
    return;
  }
  const started = Date.now();
  await db.$transaction(write, { timeout: 120_000, maxWait: 20_000 });
  log(`  ${name}: ${Date.now() - started} ms`);
}
