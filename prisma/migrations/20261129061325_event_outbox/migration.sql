-- CreateTable
CREATE TABLE "event_outbox" (
    "id" UUID NOT NULL,
    "event_type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT clock_timestamp(),
    "available_at" TIMESTAMPTZ(3) NOT NULL DEFAULT (clock_timestamp() + '00:00:30'::interval),
    "processed_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "event_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_outbox_applied" (
    "event_id" UUID NOT NULL,
    "handler" TEXT NOT NULL,
    "applied_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_outbox_applied_pkey" PRIMARY KEY ("event_id","handler")
);

-- CreateIndex
CREATE INDEX "event_outbox_processed_at_available_at_idx" ON "event_outbox"("processed_at", "available_at");

-- AddForeignKey
ALTER TABLE "event_outbox_applied" ADD CONSTRAINT "event_outbox_applied_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "event_outbox"("id") ON DELETE CASCADE ON UPDATE CASCADE;
