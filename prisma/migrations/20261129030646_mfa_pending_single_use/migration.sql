-- AlterTable
ALTER TABLE "user_mfa" ADD COLUMN     "pending_spent_through" BIGINT;

-- (user_sessions(impersonator_id), which a sign-out's "end my impersonations" uses, exists since 20261124120900_impersonation as a partial index.)
