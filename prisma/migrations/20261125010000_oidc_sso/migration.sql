-- Single sign-on by OpenID Connect (docs/sso.md): an organization's provider settings (the client secret encrypted
-- at rest), the one-time sign-in states (PKCE verifier, nonce), the organization form's test runs, and where the SSO
-- extras land on a user (custom_fields).
CREATE TABLE "organization_oidc_configs" (
    "organization_id" INTEGER NOT NULL,
    "issuer" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "client_secret_encrypted" TEXT,
    "scopes" TEXT NOT NULL DEFAULT 'openid email profile',
    "identifier_claim" TEXT NOT NULL DEFAULT 'sub',
    "email_claim" TEXT NOT NULL DEFAULT 'email',
    "first_name_claim" TEXT NOT NULL DEFAULT 'given_name',
    "last_name_claim" TEXT NOT NULL DEFAULT 'family_name',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "organization_oidc_configs_pkey" PRIMARY KEY ("organization_id")
);

CREATE TABLE "sso_login_states" (
    "id" TEXT NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "promotion_id" INTEGER,
    "purpose" TEXT NOT NULL,
    "test_run_id" TEXT,
    "code_verifier_encrypted" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "return_to" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sso_login_states_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "sso_login_states_expires_at_idx" ON "sso_login_states"("expires_at");
CREATE INDEX "sso_login_states_organization_id_idx" ON "sso_login_states"("organization_id");
CREATE INDEX "sso_login_states_promotion_id_idx" ON "sso_login_states"("promotion_id");

CREATE TABLE "sso_test_runs" (
    "id" TEXT NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "created_by_id" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "settings" JSONB NOT NULL,
    "result" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "sso_test_runs_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "sso_test_runs_organization_id_created_at_idx" ON "sso_test_runs"("organization_id", "created_at");
CREATE INDEX "sso_test_runs_created_by_id_idx" ON "sso_test_runs"("created_by_id");

CREATE TABLE "user_sso_attributes" (
    "user_id" INTEGER NOT NULL,
    "custom_fields" JSONB NOT NULL DEFAULT '{}',
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_sso_attributes_pkey" PRIMARY KEY ("user_id")
);

-- Hand-written: foreign keys (no Prisma relations, so Organization, Promotion and User stay as they are), the status
-- codes, and one live account per SSO identifier in a promotion (the callback's lookup).
ALTER TABLE "organization_oidc_configs" ADD CONSTRAINT "organization_oidc_configs_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "sso_login_states" ADD CONSTRAINT "sso_login_states_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "sso_login_states" ADD CONSTRAINT "sso_login_states_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "sso_test_runs" ADD CONSTRAINT "sso_test_runs_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "sso_test_runs" ADD CONSTRAINT "sso_test_runs_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "user_sso_attributes" ADD CONSTRAINT "user_sso_attributes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "sso_login_states" ADD CONSTRAINT "sso_login_states_purpose_check" CHECK ("purpose" IN ('login', 'test'));
ALTER TABLE "sso_test_runs" ADD CONSTRAINT "sso_test_runs_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed'));
CREATE UNIQUE INDEX "users_promotion_id_sso_identifier_key" ON "users"("promotion_id", "sso_identifier")
  WHERE "sso_identifier" IS NOT NULL AND "deleted_at" IS NULL;
