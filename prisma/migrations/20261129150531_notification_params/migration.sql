-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "params" JSONB;
