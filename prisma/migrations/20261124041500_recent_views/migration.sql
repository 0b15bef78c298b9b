-- Recently viewed recipes and tips, 8 of each kind per user, kept on the server (docs/recipes-and-tips.md).
CREATE TABLE "recent_views" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "recipe_id" INTEGER,
    "custom_content_id" INTEGER,
    "viewed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recent_views_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "recent_views_one_item" CHECK (num_nonnulls("recipe_id", "custom_content_id") = 1)
);

CREATE UNIQUE INDEX "recent_views_user_id_recipe_id_key" ON "recent_views"("user_id", "recipe_id");
CREATE UNIQUE INDEX "recent_views_user_id_custom_content_id_key" ON "recent_views"("user_id", "custom_content_id");
CREATE INDEX "recent_views_user_id_viewed_at_idx" ON "recent_views"("user_id", "viewed_at");
CREATE INDEX "recent_views_promotion_id_idx" ON "recent_views"("promotion_id");
CREATE INDEX "recent_views_recipe_id_idx" ON "recent_views"("recipe_id");
CREATE INDEX "recent_views_custom_content_id_idx" ON "recent_views"("custom_content_id");

ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_recipe_id_fkey" FOREIGN KEY ("recipe_id") REFERENCES "recipes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_custom_content_id_fkey" FOREIGN KEY ("custom_content_id") REFERENCES "custom_contents"("id") ON DELETE CASCADE ON UPDATE CASCADE;
