-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "privacy_floor" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "retention_days" INTEGER NOT NULL DEFAULT 365;

-- AlterTable
ALTER TABLE "promotions" ADD COLUMN     "anonymized_at" TIMESTAMPTZ(3),
ADD COLUMN     "retention_warned_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "cookie_choice" TEXT,
ADD COLUMN     "cookie_choice_at" TIMESTAMPTZ(3),
ADD COLUMN     "privacy_policy_accepted_at" TIMESTAMPTZ(3),
ADD COLUMN     "privacy_policy_version" TEXT;

-- Hand-written: the floor never goes below 3 people, retention is at least a day, a cookie choice is one of two.
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_privacy_floor_check" CHECK ("privacy_floor" >= 3 AND "privacy_floor" <= 100);
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_retention_days_check" CHECK ("retention_days" >= 1 AND "retention_days" <= 3650);
ALTER TABLE "users" ADD CONSTRAINT "users_cookie_choice_check" CHECK ("cookie_choice" IS NULL OR "cookie_choice" IN ('essential', 'all'));
