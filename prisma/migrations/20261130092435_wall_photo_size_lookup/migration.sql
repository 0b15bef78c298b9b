-- CreateIndex
CREATE INDEX "uploaded_files_promotion_id_url_idx" ON "uploaded_files"("promotion_id", "url");
