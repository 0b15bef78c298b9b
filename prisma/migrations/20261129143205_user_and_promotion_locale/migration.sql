-- AlterTable
ALTER TABLE "promotions" ADD COLUMN     "default_locale" VARCHAR(16);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locale" VARCHAR(16);
