// The raw SQL of eligibility file processing (docs/decisions/006-sql-style.md): one multi-row upsert per batch
// (arrays unnested, so the statement's text and parameter count are the same for every batch size), and the lock
// the job takes on its file before each batch, which a Cancel waits on, so rows_processed always counts exactly the
// rows committed.
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery } from '@/server/platform/sql';

export interface EligibilityBatch {
  promotionId: number;
  fileId: number;
  identifiers: string[];
  firstNames: (string | null)[];
  lastNames: (string | null)[];
  emails: (string | null)[];
}

/**
 * Inserts the batch's records, or updates the names and email of those the promotion already has (its registration,
 * user_id, is kept). The batch holds each identifier once (the job keeps a file's later row).
 */
export const upsertEligibilityBatchSql = defineCommand({
  name: 'eligibility.upsertBatch',
  sql: (b: EligibilityBatch) => Prisma.sql`
    INSERT INTO eligibilities (promotion_id, identifier, first_name, last_name, email, eligibility_file_id, created_at, updated_at)
    SELECT ${b.promotionId}, r.identifier, r.first_name, r.last_name, r.email, ${b.fileId}, now(), now()
    FROM unnest(${b.identifiers}::text[], ${b.firstNames}::text[], ${b.lastNames}::text[], ${b.emails}::text[])
      AS r (identifier, first_name, last_name, email)
    ON CONFLICT (promotion_id, identifier) DO UPDATE
      SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, email = EXCLUDED.email,
          eligibility_file_id = EXCLUDED.eligibility_file_id, updated_at = now()`,
  examples: [[{ promotionId: 1, fileId: 1, identifiers: ['A'], firstNames: [null], lastNames: [null], emails: [null] }]],
});

/** The file's status under a row lock held to the end of the batch's transaction. */
export const lockEligibilityFileSql = defineQuery({
  name: 'eligibility.lockFile',
  columns: { status: col.text },
  sql: (fileId: number) => Prisma.sql`SELECT status FROM eligibility_files WHERE id = ${fileId} FOR UPDATE`,
  examples: [[1]],
});
