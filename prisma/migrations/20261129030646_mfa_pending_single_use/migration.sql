-- AlterTable
ALTER TABLE "user_mfa" ADD COLUMN     "pending_spent_through" BIGINT;

-- CreateIndex
CREATE INDEX "user_sessions_impersonator_id_idx" ON "user_sessions"("impersonator_id");
