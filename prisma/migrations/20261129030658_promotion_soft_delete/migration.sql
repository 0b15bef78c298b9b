-- A master deletes a promotion softly (docs/administration-promotions.md "Deleting a promotion"): the row and its
-- audit stay, the promotion stops resolving on its subdomain and leaves the administration lists.
ALTER TABLE "promotions" ADD COLUMN "deleted_at" TIMESTAMPTZ(3);
