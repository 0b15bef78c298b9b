-- CreateTable
CREATE TABLE "custom_content_translations" (
    "id" SERIAL NOT NULL,
    "custom_content_id" INTEGER NOT NULL,
    "locale" VARCHAR(16) NOT NULL,
    "title" TEXT,
    "summary" TEXT,
    "content" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "custom_content_translations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "custom_content_translations_custom_content_id_locale_key" ON "custom_content_translations"("custom_content_id", "locale");

-- AddForeignKey
ALTER TABLE "custom_content_translations" ADD CONSTRAINT "custom_content_translations_custom_content_id_fkey" FOREIGN KEY ("custom_content_id") REFERENCES "custom_contents"("id") ON DELETE CASCADE ON UPDATE CASCADE;
