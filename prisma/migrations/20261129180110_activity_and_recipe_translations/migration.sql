-- CreateTable
CREATE TABLE "activity_translations" (
    "id" SERIAL NOT NULL,
    "activity_id" INTEGER NOT NULL,
    "locale" VARCHAR(16) NOT NULL,
    "name" TEXT,
    "blurb" TEXT,
    "content" TEXT,
    "question" TEXT,
    "answers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "activity_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recipe_translations" (
    "id" SERIAL NOT NULL,
    "recipe_id" INTEGER NOT NULL,
    "locale" VARCHAR(16) NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "instructions" TEXT,
    "ingredients" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recipe_translations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "activity_translations_activity_id_locale_key" ON "activity_translations"("activity_id", "locale");

-- CreateIndex
CREATE UNIQUE INDEX "recipe_translations_recipe_id_locale_key" ON "recipe_translations"("recipe_id", "locale");

-- AddForeignKey
ALTER TABLE "activity_translations" ADD CONSTRAINT "activity_translations_activity_id_fkey" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recipe_translations" ADD CONSTRAINT "recipe_translations_recipe_id_fkey" FOREIGN KEY ("recipe_id") REFERENCES "recipes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
