-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "excerpt" TEXT;
