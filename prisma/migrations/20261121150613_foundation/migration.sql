-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "custom_contents" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "category" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "group" TEXT,
    "sequence" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "title" TEXT,
    "summary" TEXT,
    "content" TEXT,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "image1" TEXT,
    "image2" TEXT,
    "mobile_image1" TEXT,
    "thumbnail_image" TEXT,
    "email_image" TEXT,
    "days_from_start" INTEGER,
    "custom_fields" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "custom_contents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_messages" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "to" TEXT NOT NULL,
    "from" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resellers" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "resellers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "organizations" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "reseller_id" INTEGER,
    "wskey" TEXT,
    "password_min_length" INTEGER NOT NULL DEFAULT 8,
    "password_max_length" INTEGER NOT NULL DEFAULT 20,
    "password_min_letters" INTEGER NOT NULL DEFAULT 1,
    "password_min_numbers" INTEGER NOT NULL DEFAULT 1,
    "password_min_symbols" INTEGER NOT NULL DEFAULT 1,
    "password_regular_expression_string" TEXT,
    "password_help_message" TEXT,
    "flags" JSONB NOT NULL DEFAULT '{"enable_account_lockouts": true, "allow_autocomplete": false}',
    "is_sso_enabled" BOOLEAN NOT NULL DEFAULT false,
    "sso_label" TEXT,
    "sso_login_url" TEXT,
    "sso_redirect" TEXT,
    "is_staywell" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "organizations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotions" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "program_name" TEXT,
    "subdomain" TEXT NOT NULL,
    "domain" TEXT,
    "theme" TEXT NOT NULL DEFAULT 'renew',
    "logo" TEXT,
    "tag" TEXT,
    "organization_id" INTEGER NOT NULL,
    "time_zone" TEXT NOT NULL DEFAULT 'America/New_York',
    "program_length" INTEGER NOT NULL DEFAULT 56,
    "registration_starts_on" DATE,
    "registration_ends_on" DATE,
    "launch_on" DATE,
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,
    "logging_ends_on" DATE,
    "disabled_on" DATE,
    "current_date_override" DATE,
    "is_closed" BOOLEAN NOT NULL DEFAULT false,
    "duo_ended" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "max_registrations" INTEGER,
    "pilot_password_hash" TEXT,
    "is_parent" BOOLEAN NOT NULL DEFAULT false,
    "parent_promotion_id" INTEGER,
    "is_launchpad" BOOLEAN NOT NULL DEFAULT false,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "default_goal" INTEGER NOT NULL DEFAULT 8,
    "daily_activity_allowance" INTEGER NOT NULL DEFAULT 3,
    "daily_activity_minimum" INTEGER NOT NULL DEFAULT 1,
    "max_activities_day" INTEGER NOT NULL DEFAULT 3,
    "min_interest_choice" INTEGER NOT NULL DEFAULT 1,
    "max_interest_choice" INTEGER NOT NULL DEFAULT 1,
    "trivia_points" INTEGER NOT NULL DEFAULT 5,
    "bonus_points" INTEGER NOT NULL DEFAULT 10,
    "entry_points" INTEGER NOT NULL DEFAULT 10,
    "works_point_value" INTEGER NOT NULL DEFAULT 400,
    "activity_feels" BOOLEAN NOT NULL DEFAULT true,
    "default_competition_collection_id" INTEGER,
    "collection_id" INTEGER,
    "duo_collection_id" INTEGER,
    "attraction_label" TEXT NOT NULL DEFAULT 'Attraction',
    "attraction_label_plural" TEXT NOT NULL DEFAULT 'Attractions',
    "friend_label" TEXT NOT NULL DEFAULT 'Friend',
    "friend_label_plural" TEXT NOT NULL DEFAULT 'Friends',
    "point_label" TEXT NOT NULL DEFAULT 'Point',
    "point_label_plural" TEXT NOT NULL DEFAULT 'Points',
    "level_label" TEXT NOT NULL DEFAULT 'Level',
    "level_label_plural" TEXT NOT NULL DEFAULT 'Levels',
    "wall_label" TEXT NOT NULL DEFAULT 'Wall',
    "location_labels" TEXT[] DEFAULT ARRAY['Location']::TEXT[],
    "static_tiles" JSONB,
    "dynamic_tiles" JSONB,
    "exercise_activities" JSONB,
    "display_team_feature" BOOLEAN NOT NULL DEFAULT false,
    "video_url" TEXT,
    "video_button_url" TEXT,
    "video_caption_url" TEXT,
    "api_version" INTEGER NOT NULL DEFAULT 2,
    "coordinators" TEXT,
    "visible_validic_devices" TEXT,
    "flags" JSONB NOT NULL DEFAULT '{}',
    "websocket_channel" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "promotions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "locations" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "parent_location_id" INTEGER,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "tag" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "locations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'User',
    "password_hash" TEXT,
    "location_id" INTEGER,
    "reseller_id" INTEGER,
    "flags" JSONB NOT NULL DEFAULT '{}',
    "is_locked" BOOLEAN NOT NULL DEFAULT false,
    "failed_login_count" INTEGER NOT NULL DEFAULT 0,
    "last_failed_login_at" TIMESTAMPTZ(3),
    "session_version" INTEGER NOT NULL DEFAULT 0,
    "sso_identifier" TEXT,
    "opted_in_individual_leaderboard" BOOLEAN NOT NULL DEFAULT false,
    "opted_in_friends_leaderboard" BOOLEAN NOT NULL DEFAULT false,
    "last_sign_in_at" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "profiles" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "first_name" TEXT NOT NULL DEFAULT '',
    "last_name" TEXT NOT NULL DEFAULT '',
    "image_url" TEXT,
    "gender" TEXT,
    "birthday" DATE,
    "phone" TEXT,
    "address" JSONB,
    "time_zone" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "super_coordinator_promotions" (
    "user_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "super_coordinator_promotions_pkey" PRIMARY KEY ("user_id","promotion_id")
);

-- CreateTable
CREATE TABLE "login_attempts" (
    "id" BIGSERIAL NOT NULL,
    "promotion_id" INTEGER,
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "custom_contents_promotion_id_category_key_idx" ON "custom_contents"("promotion_id", "category", "key");

-- CreateIndex
CREATE INDEX "custom_contents_category_key_idx" ON "custom_contents"("category", "key");

-- CreateIndex
CREATE INDEX "email_messages_created_at_idx" ON "email_messages"("created_at");

-- CreateIndex
CREATE INDEX "email_messages_to_created_at_idx" ON "email_messages"("to", "created_at");

-- CreateIndex
CREATE INDEX "organizations_reseller_id_idx" ON "organizations"("reseller_id");

-- CreateIndex
CREATE UNIQUE INDEX "promotions_subdomain_key" ON "promotions"("subdomain");

-- CreateIndex
CREATE UNIQUE INDEX "promotions_websocket_channel_key" ON "promotions"("websocket_channel");

-- CreateIndex
CREATE INDEX "promotions_organization_id_idx" ON "promotions"("organization_id");

-- CreateIndex
CREATE INDEX "promotions_parent_promotion_id_idx" ON "promotions"("parent_promotion_id");

-- CreateIndex
CREATE INDEX "locations_promotion_id_parent_location_id_sequence_idx" ON "locations"("promotion_id", "parent_location_id", "sequence");

-- CreateIndex
CREATE INDEX "locations_parent_location_id_idx" ON "locations"("parent_location_id");

-- CreateIndex
CREATE INDEX "users_promotion_id_location_id_idx" ON "users"("promotion_id", "location_id");

-- CreateIndex
CREATE INDEX "users_location_id_idx" ON "users"("location_id");

-- CreateIndex
CREATE INDEX "users_reseller_id_idx" ON "users"("reseller_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_promotion_id_email_key" ON "users"("promotion_id", "email");

-- CreateIndex
CREATE UNIQUE INDEX "profiles_user_id_key" ON "profiles"("user_id");

-- CreateIndex
CREATE INDEX "super_coordinator_promotions_promotion_id_idx" ON "super_coordinator_promotions"("promotion_id");

-- CreateIndex
CREATE INDEX "login_attempts_email_created_at_idx" ON "login_attempts"("email", "created_at");

-- CreateIndex
CREATE INDEX "login_attempts_ip_created_at_idx" ON "login_attempts"("ip", "created_at");

-- AddForeignKey
ALTER TABLE "custom_contents" ADD CONSTRAINT "custom_contents_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_reseller_id_fkey" FOREIGN KEY ("reseller_id") REFERENCES "resellers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_parent_promotion_id_fkey" FOREIGN KEY ("parent_promotion_id") REFERENCES "promotions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "locations" ADD CONSTRAINT "locations_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_location_id_fkey" FOREIGN KEY ("parent_location_id") REFERENCES "locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_reseller_id_fkey" FOREIGN KEY ("reseller_id") REFERENCES "resellers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "super_coordinator_promotions" ADD CONSTRAINT "super_coordinator_promotions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "super_coordinator_promotions" ADD CONSTRAINT "super_coordinator_promotions_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: what the schema language cannot express.
-- Roles exactly as lib/roles.ts ROLES (participant-core.md §6).
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN
  ('User', 'Coordinator', 'Location Coordinator', 'Regional Coordinator', 'Super Coordinator', 'Reseller', 'Master', 'Poster'));
-- Emails are stored lower-case so uniqueness is case-insensitive.
ALTER TABLE "users" ADD CONSTRAINT "users_email_lowercase_check" CHECK ("email" = lower("email"));
-- Cross-promotion accounts (promotion_id IS NULL) are unique by email among themselves.
CREATE UNIQUE INDEX "users_cross_promotion_email_key" ON "users" ("email") WHERE "promotion_id" IS NULL;
-- Only cross-promotion roles may live outside a promotion.
ALTER TABLE "users" ADD CONSTRAINT "users_promotion_required_check" CHECK (
  "promotion_id" IS NOT NULL OR "role" IN ('Master', 'Reseller', 'Super Coordinator', 'Poster'));
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_api_version_check" CHECK ("api_version" IN (1, 2));
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_subdomain_format_check" CHECK ("subdomain" ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$');
-- At most one default promotion (served on the bare host).
CREATE UNIQUE INDEX "promotions_single_default_key" ON "promotions" ("is_default") WHERE "is_default";
