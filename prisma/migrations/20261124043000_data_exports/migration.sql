-- My data: a user's downloadable export of everything the product holds about them (docs/settings-and-my-data.md).
-- The file is kept in the row (gzip-compressed ZIP, a few MB at most) so it goes with the account when the account is
-- deleted (ON DELETE CASCADE) and needs no storage cleanup; it is served only to its owner until expires_at.
CREATE TABLE "data_exports" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "file_name" TEXT,
    "content" BYTEA,
    "byte_size" INTEGER,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "data_exports_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "data_exports_status_check" CHECK ("status" IN ('queued', 'running', 'ready', 'failed')),
    CONSTRAINT "data_exports_progress_check" CHECK ("progress" BETWEEN 0 AND 100)
);

-- A user's exports, newest first (the Privacy tab's latest export; the per-user limit)
CREATE INDEX "data_exports_user_id_created_at_idx" ON "data_exports"("user_id", "created_at" DESC);
-- Pruning expired exports
CREATE INDEX "data_exports_expires_at_idx" ON "data_exports"("expires_at");

ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
