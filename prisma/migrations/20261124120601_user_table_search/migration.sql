-- Hand-written
-- The coordinator's user table searches an email by its beginning (LIKE 'ann%'): a pattern index led by the promotion,
-- as the database's collation does not let the plain (promotion_id, email) index serve LIKE. Names are searched through
-- profiles_full_name_trgm_idx.
CREATE INDEX "users_promotion_id_email_pattern_idx" ON "users" ("promotion_id", "email" text_pattern_ops);
