-- Web push (issue 16): browser subscriptions on push_devices, the server's VAPID keys, and the scheduled-push log.

-- AlterTable
ALTER TABLE "push_devices" ADD COLUMN "endpoint" TEXT,
ADD COLUMN "p256dh" TEXT,
ADD COLUMN "auth" TEXT;

-- CreateTable
CREATE TABLE "web_push_keys" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "public_key" TEXT NOT NULL,
    "private_key_sealed" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "web_push_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "push_deliveries" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "push_devices_endpoint_key" ON "push_devices"("endpoint");

-- CreateIndex
CREATE INDEX "push_deliveries_created_at_idx" ON "push_deliveries"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "push_deliveries_user_id_key_key" ON "push_deliveries"("user_id", "key");

-- Hand-written
-- One key pair for the whole installation.
ALTER TABLE "web_push_keys" ADD CONSTRAINT "web_push_keys_singleton_check" CHECK ("id" = 1);
-- A web subscription carries its keys.
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_web_keys_check" CHECK ("endpoint" IS NULL OR ("p256dh" IS NOT NULL AND "auth" IS NOT NULL));
