-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locked_until" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "guess_attempts" ADD COLUMN     "target" TEXT;

-- CreateIndex
CREATE INDEX "guess_attempts_kind_target_created_at_idx" ON "guess_attempts"("kind", "target", "created_at");
