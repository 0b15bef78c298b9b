-- CreateTable
CREATE TABLE "wall_post_counts" (
    "promotion_id" INTEGER NOT NULL,
    "wallable_type" TEXT NOT NULL,
    "wallable_id" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "wall_post_counts_pkey" PRIMARY KEY ("promotion_id","wallable_type","wallable_id")
);

-- AddForeignKey
ALTER TABLE "wall_post_counts" ADD CONSTRAINT "wall_post_counts_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written
-- A wall's page: its top-level posts newest first, ties by id, straight off the index (comments are not in it).
CREATE INDEX "posts_wall_top_level_idx" ON "posts" ("promotion_id", "wallable_type", "wallable_id", "created_at" DESC, "id" DESC) WHERE "depth" = 0;
-- A few authors' walls (my posts, the friends', the followed): each author's top-level posts newest first.
CREATE INDEX "posts_author_top_level_idx" ON "posts" ("user_id", "created_at" DESC, "id" DESC) WHERE "depth" = 0;

-- The counts follow every top-level wall post written or deleted (a cascade from a promotion included); journal
-- reflections (wallable_type 'User') are nobody's wall.
CREATE FUNCTION wall_post_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO wall_post_counts (promotion_id, wallable_type, wallable_id, count)
    VALUES (NEW.promotion_id, NEW.wallable_type, NEW.wallable_id, 1)
    ON CONFLICT (promotion_id, wallable_type, wallable_id) DO UPDATE SET count = wall_post_counts.count + 1;
    RETURN NEW;
  END IF;
  UPDATE wall_post_counts SET count = count - 1
   WHERE promotion_id = OLD.promotion_id AND wallable_type = OLD.wallable_type AND wallable_id = OLD.wallable_id;
  RETURN OLD;
END $$;

CREATE TRIGGER posts_wall_count_insert AFTER INSERT ON posts FOR EACH ROW WHEN (NEW.depth = 0 AND NEW.wallable_type <> 'User') EXECUTE FUNCTION wall_post_counts_follow();
CREATE TRIGGER posts_wall_count_delete AFTER DELETE ON posts FOR EACH ROW WHEN (OLD.depth = 0 AND OLD.wallable_type <> 'User') EXECUTE FUNCTION wall_post_counts_follow();

INSERT INTO wall_post_counts (promotion_id, wallable_type, wallable_id, count)
SELECT promotion_id, wallable_type, wallable_id, count(*)::int FROM posts WHERE depth = 0 AND wallable_type <> 'User' GROUP BY 1, 2, 3;

-- Wall search (case-insensitive text match, ILIKE '%…%'): trigrams of top-level posts' text, so a rare word does not
-- read the whole wall. pg_trgm ships with PostgreSQL (and the embedded server) and is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "posts_content_trgm_idx" ON "posts" USING gin ("content" gin_trgm_ops) WHERE "depth" = 0;
