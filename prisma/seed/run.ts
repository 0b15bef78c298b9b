// Seeds the demo data set; idempotent (running it twice leaves the same rows).
import { seedClient } from './client.ts';
import { seedAccounts } from './accounts.ts';

export async function seedDemo(databaseUrl: string, log: (m: string) => void = console.log): Promise<void> {
  const db = seedClient(databaseUrl);
  try {
    const started = Date.now();
    await seedAccounts(db);
    log(`Demo data ready (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  } finally {
    await db.$disconnect();
  }
}

export async function isDatabaseEmpty(databaseUrl: string): Promise<boolean> {
  const db = seedClient(databaseUrl);
  try {
    return (await db.promotion.count()) === 0;
  } finally {
    await db.$disconnect();
  }
}
