-- AlterTable
ALTER TABLE "data_exports" ADD COLUMN     "storage_key" TEXT;

-- CreateTable
CREATE TABLE "aggregate_snapshots" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "aggregate_snapshots_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "node_heartbeats" (
    "id" TEXT NOT NULL,
    "hostname" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "storage" TEXT NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "node_heartbeats_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "node_heartbeats_seen_at_idx" ON "node_heartbeats"("seen_at");
