-- User survey definitions and answers (docs/admin-competitions-and-evaluations.md "Surveys"): the Flourishing Scale
-- and other 1-7 surveys of a promotion, answered once per participant.
CREATE TABLE "user_survey_defs" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'custom',
    "name" TEXT NOT NULL,
    "message" TEXT,
    "days_from_start" TEXT,
    "questions" JSONB NOT NULL DEFAULT '[]',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_survey_defs_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "user_surveys" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "user_survey_def_id" INTEGER NOT NULL,
    "answers" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_surveys_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "user_survey_defs_promotion_id_id_idx" ON "user_survey_defs"("promotion_id", "id");
CREATE UNIQUE INDEX "user_surveys_user_id_user_survey_def_id_key" ON "user_surveys"("user_id", "user_survey_def_id");
CREATE INDEX "user_surveys_user_survey_def_id_idx" ON "user_surveys"("user_survey_def_id");
CREATE INDEX "user_surveys_promotion_id_idx" ON "user_surveys"("promotion_id");

ALTER TABLE "user_survey_defs" ADD CONSTRAINT "user_survey_defs_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_surveys" ADD CONSTRAINT "user_surveys_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_surveys" ADD CONSTRAINT "user_surveys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_surveys" ADD CONSTRAINT "user_surveys_user_survey_def_id_fkey" FOREIGN KEY ("user_survey_def_id") REFERENCES "user_survey_defs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the kinds, one Flourishing Scale per promotion, a window '0,{n}' or a single day.
ALTER TABLE "user_survey_defs" ADD CONSTRAINT "user_survey_defs_kind_check" CHECK ("kind" IN ('flourishing', 'custom'));
ALTER TABLE "user_survey_defs" ADD CONSTRAINT "user_survey_defs_days_from_start_check" CHECK ("days_from_start" IS NULL OR "days_from_start" ~ '^[0-9]{1,4}(,[0-9]{1,4})?$');
CREATE UNIQUE INDEX "user_survey_defs_one_flourishing_idx" ON "user_survey_defs"("promotion_id") WHERE "kind" = 'flourishing';
