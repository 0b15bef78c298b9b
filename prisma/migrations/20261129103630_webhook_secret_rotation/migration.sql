-- AlterTable
ALTER TABLE "webhook_endpoints" ADD COLUMN     "previous_secret_expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "previous_secret_sealed" TEXT,
ADD COLUMN     "secret_rotated_at" TIMESTAMPTZ(3);
