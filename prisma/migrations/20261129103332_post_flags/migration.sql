-- CreateTable
CREATE TABLE "post_flags" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "post_id" INTEGER NOT NULL,
    "flagged_by" INTEGER,
    "reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cleared_at" TIMESTAMPTZ(3),
    "cleared_by" INTEGER,

    CONSTRAINT "post_flags_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "post_flags_post_id_created_at_idx" ON "post_flags"("post_id", "created_at");

-- CreateIndex
CREATE INDEX "post_flags_flagged_by_idx" ON "post_flags"("flagged_by");

-- CreateIndex
CREATE INDEX "post_flags_cleared_by_idx" ON "post_flags"("cleared_by");

-- CreateIndex
CREATE INDEX "post_flags_promotion_id_idx" ON "post_flags"("promotion_id");

-- AddForeignKey
ALTER TABLE "post_flags" ADD CONSTRAINT "post_flags_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_flags" ADD CONSTRAINT "post_flags_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_flags" ADD CONSTRAINT "post_flags_flagged_by_fkey" FOREIGN KEY ("flagged_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_flags" ADD CONSTRAINT "post_flags_cleared_by_fkey" FOREIGN KEY ("cleared_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written
-- A reason is a sentence, not a document (lib/wall/schemas.ts caps it at 500 characters).
ALTER TABLE "post_flags" ADD CONSTRAINT "post_flags_reason_length_check" CHECK ("reason" IS NULL OR char_length("reason") <= 500);
-- A post is reported once at a time (the wall flags only an unflagged post): one open report per post.
CREATE UNIQUE INDEX "post_flags_open_post_key" ON "post_flags"("post_id") WHERE "cleared_at" IS NULL;
