-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "photo_height" INTEGER,
ADD COLUMN     "photo_width" INTEGER;

-- Hand-written: each post's photo size from its upload, exactly as GET /posts looked it up until now (the first upload
-- with the post's URL in its promotion; null when there is none or it did not say), before the index of that lookup
-- goes. From here on the writer copies the size when it sets the photo (server/wall/mutations.ts).
UPDATE "posts" p
   SET ("photo_width", "photo_height") = (SELECT f."width", f."height" FROM "uploaded_files" f
                                           WHERE f."promotion_id" = p."promotion_id" AND f."url" = p."photo_url"
                                           ORDER BY f."id" LIMIT 1)
 WHERE p."photo_url" IS NOT NULL;

-- DropIndex
DROP INDEX "uploaded_files_promotion_id_url_idx";
