-- CreateTable
CREATE TABLE "activities" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "category" TEXT NOT NULL,
    "week_available" INTEGER NOT NULL DEFAULT 1,
    "sequence" INTEGER NOT NULL DEFAULT 1,
    "parent_activity_id" INTEGER,
    "name" TEXT NOT NULL,
    "blurb" TEXT,
    "content" TEXT,
    "image_url" TEXT,
    "question" TEXT,
    "answers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "correct_answer" INTEGER,
    "is_logging" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "activities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activity_areas_of_interest" (
    "activity_id" INTEGER NOT NULL,
    "area_of_interest_id" INTEGER NOT NULL,

    CONSTRAINT "activity_areas_of_interest_pkey" PRIMARY KEY ("activity_id","area_of_interest_id")
);

-- CreateTable
CREATE TABLE "activity_bookmarks" (
    "user_id" INTEGER NOT NULL,
    "activity_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_bookmarks_pkey" PRIMARY KEY ("user_id","activity_id")
);

-- CreateTable
CREATE TABLE "activity_collections" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "activity_collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activity_collection_items" (
    "id" SERIAL NOT NULL,
    "activity_collection_id" INTEGER NOT NULL,
    "item_type" TEXT NOT NULL,
    "activity_id" INTEGER,
    "area_of_interest_id" INTEGER,
    "week_available" INTEGER,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_collection_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "badges" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "default_badge_id" INTEGER,
    "category" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "goal" INTEGER NOT NULL DEFAULT 1,
    "goal2" INTEGER,
    "hide_until_earned" BOOLEAN NOT NULL DEFAULT false,
    "image_url" TEXT,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "badges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_badges" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "badge_id" INTEGER NOT NULL,
    "earned_on" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_badges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "competitions" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "name" TEXT,
    "enrollment_starts_on" DATE NOT NULL,
    "enrollment_ends_on" DATE NOT NULL,
    "competition_starts_on" DATE NOT NULL,
    "competition_ends_on" DATE NOT NULL,
    "comp_length" INTEGER NOT NULL,
    "team_size_min" INTEGER NOT NULL DEFAULT 4,
    "team_size_max" INTEGER NOT NULL DEFAULT 4,
    "freeze_team_scores" BOOLEAN NOT NULL DEFAULT true,
    "freeze_team_scores_on" DATE,
    "behavior_label" TEXT NOT NULL DEFAULT 'Thrive',
    "behavior_feature_label" TEXT NOT NULL DEFAULT 'Thrive Thursday',
    "works_value" INTEGER NOT NULL DEFAULT 400,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "competitions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "behaviors" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "competition_id" INTEGER,
    "name" TEXT NOT NULL,
    "start" DATE,
    "end" DATE,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "behaviors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_weekly_awards" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "week" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "award" TEXT,
    "points" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_weekly_awards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "works" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "week" INTEGER NOT NULL,
    "title" TEXT,
    "image_url" TEXT,
    "points" INTEGER NOT NULL DEFAULT 0,
    "completed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "works_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "work_bonuses" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "work_id" INTEGER,
    "earned_by_id" INTEGER,
    "target_user_id" INTEGER,
    "points" INTEGER NOT NULL,
    "applied" BOOLEAN,
    "recorded_on" DATE,
    "offered_at" TIMESTAMPTZ(3),
    "responded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "work_bonuses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_content_likes" (
    "user_id" INTEGER NOT NULL,
    "custom_content_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "custom_content_likes_pkey" PRIMARY KEY ("user_id","custom_content_id")
);

-- CreateTable
CREATE TABLE "custom_content_shares" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "custom_content_id" INTEGER NOT NULL,
    "via" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "custom_content_shares_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "duo_templates" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "video_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "duo_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "duo_images" (
    "id" SERIAL NOT NULL,
    "duo_template_id" INTEGER NOT NULL,
    "image_url" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "duo_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "duo_collections" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "duo_collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "duo_collection_templates" (
    "duo_collection_id" INTEGER NOT NULL,
    "duo_template_id" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "duo_collection_templates_pkey" PRIMARY KEY ("duo_collection_id","duo_template_id")
);

-- CreateTable
CREATE TABLE "duos" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "sender_id" INTEGER NOT NULL,
    "receiver_id" INTEGER NOT NULL,
    "duo_template_id" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "paired_duo" BOOLEAN NOT NULL DEFAULT false,
    "started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "is_sender_archived" BOOLEAN NOT NULL DEFAULT false,
    "is_receiver_archived" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "duos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "duo_pair_queues" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "duo_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "duo_pair_queues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "eligibilities" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "identifier" TEXT NOT NULL,
    "first_name" TEXT,
    "last_name" TEXT,
    "email" TEXT,
    "user_id" INTEGER,
    "eligibility_file_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "eligibilities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "eligibility_files" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "filename" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'uploaded',
    "total_rows" INTEGER NOT NULL DEFAULT 0,
    "rows_processed" INTEGER NOT NULL DEFAULT 0,
    "errors" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "uploaded_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "eligibility_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_emails" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "filters" JSONB NOT NULL DEFAULT '[]',
    "recipients" TEXT,
    "one_time_recipients" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "delivery_method" TEXT NOT NULL DEFAULT 'email',
    "send_at" TIMESTAMPTZ(3) NOT NULL,
    "time_zone" TEXT NOT NULL DEFAULT 'America/New_York',
    "status" TEXT NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "custom_emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_emails" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "recipients" TEXT[],
    "subject" TEXT,
    "body" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "test_emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "evaluation_definitions" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "message" TEXT,
    "days_from_start" TEXT,
    "start_date" DATE,
    "end_date" DATE,
    "visible_questions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "location_questions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "evaluation_definitions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "evaluation_questions" (
    "id" SERIAL NOT NULL,
    "evaluation_definition_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "prompt" TEXT,
    "type_of_prompt" TEXT NOT NULL,
    "data_type" TEXT NOT NULL,
    "options" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "location_tag" TEXT,
    "custom_prompt_id" INTEGER,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "profile_only" BOOLEAN NOT NULL DEFAULT false,
    "display_question" BOOLEAN NOT NULL DEFAULT true,
    "flags" JSONB NOT NULL DEFAULT '{}',
    "sequence" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "evaluation_questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "evaluations" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "evaluation_definition_id" INTEGER NOT NULL,
    "week_number" INTEGER,
    "answers" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "evaluations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_prompts" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "prompt" TEXT NOT NULL,
    "short_label" TEXT,
    "type_of_prompt" TEXT NOT NULL DEFAULT 'CHECKBOX',
    "data_type" TEXT NOT NULL DEFAULT 'integer',
    "options" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "location_tag" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "profile_only" BOOLEAN NOT NULL DEFAULT false,
    "flags" JSONB NOT NULL DEFAULT '{}',
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "custom_prompts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_prompt_evaluations" (
    "custom_prompt_id" INTEGER NOT NULL,
    "evaluation_definition_id" INTEGER NOT NULL,
    "flags" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "custom_prompt_evaluations_pkey" PRIMARY KEY ("custom_prompt_id","evaluation_definition_id")
);

-- CreateTable
CREATE TABLE "custom_prompt_answers" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "custom_prompt_id" INTEGER NOT NULL,
    "value" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "custom_prompt_answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gallery_files" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "directory" TEXT NOT NULL DEFAULT '/',
    "name" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "uploaded_by_id" INTEGER,
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gallery_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "areas_of_interest" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "name" TEXT NOT NULL,
    "display" TEXT,
    "category" TEXT,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "areas_of_interest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_interests" (
    "user_id" INTEGER NOT NULL,
    "area_of_interest_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_interests_pkey" PRIMARY KEY ("user_id","area_of_interest_id")
);

-- CreateTable
CREATE TABLE "levels" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "levels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "point_thresholds" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "pointable_type" TEXT NOT NULL,
    "behavior_id" INTEGER,
    "value_label" TEXT,
    "value" INTEGER NOT NULL DEFAULT 0,
    "points" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "point_thresholds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entries" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "recorded_on" DATE NOT NULL,
    "week" INTEGER NOT NULL,
    "is_recorded" BOOLEAN NOT NULL DEFAULT false,
    "locked" BOOLEAN NOT NULL DEFAULT false,
    "total_points" INTEGER NOT NULL DEFAULT 0,
    "entry_points" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entry_activities" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "entry_id" INTEGER NOT NULL,
    "user_activity_id" INTEGER NOT NULL,
    "feels_value" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "entry_activities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_activities" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "activity_id" INTEGER NOT NULL,
    "recorded_on" DATE,
    "date_answered" TIMESTAMPTZ(3),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "answer_idx" INTEGER,
    "user_scene_id" INTEGER,
    "tile_number" INTEGER,
    "points" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_activities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_quiz_answers" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "activity_id" INTEGER NOT NULL,
    "answer_idx" INTEGER NOT NULL,
    "is_correct" BOOLEAN NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "recorded_on" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_quiz_answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "conversations" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "conversation_type" CHAR(1) NOT NULL,
    "team_id" INTEGER,
    "name" TEXT,
    "created_by_id" INTEGER,
    "last_message_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "conversations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "conversation_members" (
    "conversation_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "last_message_at" TIMESTAMPTZ(3),
    "last_seen_at" TIMESTAMPTZ(3),
    "muted" BOOLEAN NOT NULL DEFAULT false,
    "left_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "conversation_members_pkey" PRIMARY KEY ("conversation_id","user_id")
);

-- CreateTable
CREATE TABLE "messages" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "conversation_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "image_url" TEXT,
    "action" TEXT NOT NULL DEFAULT 'message',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "title" TEXT,
    "message" TEXT NOT NULL,
    "link" TEXT,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "seen" BOOLEAN NOT NULL DEFAULT false,
    "cleared" BOOLEAN NOT NULL DEFAULT false,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotion_notifications" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "requested_ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_points" (
    "user_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "total_points" INTEGER NOT NULL DEFAULT 0,
    "activity_points" INTEGER NOT NULL DEFAULT 0,
    "quiz_points" INTEGER NOT NULL DEFAULT 0,
    "bonus_points" INTEGER NOT NULL DEFAULT 0,
    "entry_points" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_points_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "push_notification_jobs" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "filters" JSONB NOT NULL DEFAULT '[]',
    "recipients" TEXT,
    "recipient_count" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "created_by_id" INTEGER,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "push_notification_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "push_devices" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "uuid" TEXT NOT NULL,
    "platform" TEXT,
    "push_token" TEXT,
    "last_seen_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "push_devices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recipes" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "instructions" TEXT,
    "image_url" TEXT,
    "servings" INTEGER,
    "active_time" INTEGER,
    "total_time" INTEGER,
    "courses" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "health_categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recipes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recipe_ingredients" (
    "id" SERIAL NOT NULL,
    "recipe_id" INTEGER NOT NULL,
    "item" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "recipe_ingredients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recipe_categories" (
    "id" SERIAL NOT NULL,
    "recipe_id" INTEGER NOT NULL,
    "category" TEXT NOT NULL,
    "category_type" TEXT NOT NULL,

    CONSTRAINT "recipe_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recipe_ratings" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "recipe_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recipe_ratings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recipe_favorites" (
    "user_id" INTEGER NOT NULL,
    "recipe_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recipe_favorites_pkey" PRIMARY KEY ("user_id","recipe_id")
);

-- CreateTable
CREATE TABLE "reports" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "report_type" TEXT NOT NULL DEFAULT 'Simple',
    "fields" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "sql" TEXT,
    "parent_id" INTEGER,
    "as_custom" BOOLEAN NOT NULL DEFAULT true,
    "created_by_master" BOOLEAN NOT NULL DEFAULT false,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_filters" (
    "id" SERIAL NOT NULL,
    "report_id" INTEGER NOT NULL,
    "field" TEXT NOT NULL,
    "sign" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "report_filters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_fields" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "filter_by_dates" BOOLEAN NOT NULL DEFAULT false,
    "sequence" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "report_fields_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scenes" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "scene_type" TEXT NOT NULL,
    "layout_version" INTEGER NOT NULL DEFAULT 2,
    "tile_urls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scenes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scene_collections" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scene_collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scene_collection_scenes" (
    "scene_collection_id" INTEGER NOT NULL,
    "scene_id" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "scene_collection_scenes_pkey" PRIMARY KEY ("scene_collection_id","scene_id")
);

-- CreateTable
CREATE TABLE "user_scenes" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "scene_id" INTEGER NOT NULL,
    "current_state" TEXT NOT NULL DEFAULT 'loggable',
    "is_archived" BOOLEAN NOT NULL DEFAULT false,
    "sequence" INTEGER NOT NULL,
    "completed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_scenes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "friendships" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "friender_id" INTEGER NOT NULL,
    "friendee_id" INTEGER,
    "friend_email" TEXT,
    "status" CHAR(1) NOT NULL DEFAULT 'P',
    "message" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "friendships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "posts" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "wallable_type" TEXT NOT NULL,
    "wallable_id" INTEGER NOT NULL,
    "parent_post_id" INTEGER,
    "depth" INTEGER NOT NULL DEFAULT 0,
    "postable_type" TEXT,
    "postable_id" INTEGER,
    "user_scene_id" INTEGER,
    "duo_id" INTEGER,
    "photo_url" TEXT,
    "is_flagged" BOOLEAN NOT NULL DEFAULT false,
    "flagged_by" INTEGER,
    "flagged_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post_tags" (
    "post_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "post_tags_pkey" PRIMARY KEY ("post_id","user_id")
);

-- CreateTable
CREATE TABLE "likes" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "post_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "likes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "follows" (
    "user_id" INTEGER NOT NULL,
    "followed_user_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "follows_pkey" PRIMARY KEY ("user_id","followed_user_id")
);

-- CreateTable
CREATE TABLE "sso_extras" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "name" TEXT,
    "data_type" TEXT NOT NULL DEFAULT 'string',
    "path" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sso_extras_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_subscriptions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "promotion_id" INTEGER,
    "email_friend_requests" BOOLEAN NOT NULL DEFAULT true,
    "email_wall_posts" BOOLEAN NOT NULL DEFAULT true,
    "email_team" BOOLEAN NOT NULL DEFAULT true,
    "email_gallery" BOOLEAN NOT NULL DEFAULT true,
    "email_badges" BOOLEAN NOT NULL DEFAULT true,
    "email_daily" SMALLINT NOT NULL DEFAULT 1,
    "email_duo" SMALLINT NOT NULL DEFAULT 1,
    "email_unsubscribe_all" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "email_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feedbacks" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "user_id" INTEGER,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "feedback" TEXT NOT NULL,
    "browser" TEXT,
    "request_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feedbacks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_requests" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "user_id" INTEGER,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "organization" TEXT,
    "email" TEXT NOT NULL,
    "extra_tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "info" JSONB NOT NULL DEFAULT '{}',
    "subject" TEXT,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "teams" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "total_points" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_members" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "is_leader" BOOLEAN NOT NULL DEFAULT false,
    "contributed" INTEGER NOT NULL DEFAULT 0,
    "max_contribution" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "team_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_invites" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "email" TEXT,
    "invite_type" CHAR(1) NOT NULL,
    "status" CHAR(1) NOT NULL DEFAULT 'U',
    "invited_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "team_invites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "uploaded_files" (
    "id" SERIAL NOT NULL,
    "promotion_id" INTEGER,
    "user_id" INTEGER,
    "url" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "original_filename" TEXT,
    "content_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "is_secure" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploaded_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activities_promotion_id_week_available_sequence_idx" ON "activities"("promotion_id", "week_available", "sequence");

-- CreateIndex
CREATE INDEX "activities_promotion_id_category_sequence_idx" ON "activities"("promotion_id", "category", "sequence");

-- CreateIndex
CREATE INDEX "activities_parent_activity_id_idx" ON "activities"("parent_activity_id");

-- CreateIndex
CREATE INDEX "activity_areas_of_interest_area_of_interest_id_idx" ON "activity_areas_of_interest"("area_of_interest_id");

-- CreateIndex
CREATE INDEX "activity_bookmarks_activity_id_idx" ON "activity_bookmarks"("activity_id");

-- CreateIndex
CREATE INDEX "activity_bookmarks_promotion_id_idx" ON "activity_bookmarks"("promotion_id");

-- CreateIndex
CREATE INDEX "activity_collections_promotion_id_name_idx" ON "activity_collections"("promotion_id", "name");

-- CreateIndex
CREATE INDEX "activity_collection_items_activity_collection_id_item_type__idx" ON "activity_collection_items"("activity_collection_id", "item_type", "sequence");

-- CreateIndex
CREATE INDEX "activity_collection_items_activity_id_idx" ON "activity_collection_items"("activity_id");

-- CreateIndex
CREATE INDEX "activity_collection_items_area_of_interest_id_idx" ON "activity_collection_items"("area_of_interest_id");

-- CreateIndex
CREATE UNIQUE INDEX "activity_collection_items_activity_collection_id_activity_i_key" ON "activity_collection_items"("activity_collection_id", "activity_id");

-- CreateIndex
CREATE UNIQUE INDEX "activity_collection_items_activity_collection_id_area_of_in_key" ON "activity_collection_items"("activity_collection_id", "area_of_interest_id");

-- CreateIndex
CREATE INDEX "badges_promotion_id_category_sequence_idx" ON "badges"("promotion_id", "category", "sequence");

-- CreateIndex
CREATE INDEX "badges_default_badge_id_idx" ON "badges"("default_badge_id");

-- CreateIndex
CREATE UNIQUE INDEX "badges_promotion_id_default_badge_id_key" ON "badges"("promotion_id", "default_badge_id");

-- CreateIndex
CREATE INDEX "user_badges_promotion_id_earned_on_idx" ON "user_badges"("promotion_id", "earned_on");

-- CreateIndex
CREATE INDEX "user_badges_badge_id_idx" ON "user_badges"("badge_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_badges_user_id_badge_id_key" ON "user_badges"("user_id", "badge_id");

-- CreateIndex
CREATE INDEX "competitions_promotion_id_competition_starts_on_idx" ON "competitions"("promotion_id", "competition_starts_on");

-- CreateIndex
CREATE INDEX "behaviors_promotion_id_competition_id_sequence_idx" ON "behaviors"("promotion_id", "competition_id", "sequence");

-- CreateIndex
CREATE INDEX "behaviors_competition_id_idx" ON "behaviors"("competition_id");

-- CreateIndex
CREATE INDEX "team_weekly_awards_promotion_id_competition_id_week_rank_idx" ON "team_weekly_awards"("promotion_id", "competition_id", "week", "rank");

-- CreateIndex
CREATE INDEX "team_weekly_awards_team_id_idx" ON "team_weekly_awards"("team_id");

-- CreateIndex
CREATE UNIQUE INDEX "team_weekly_awards_competition_id_week_team_id_key" ON "team_weekly_awards"("competition_id", "week", "team_id");

-- CreateIndex
CREATE INDEX "works_team_id_week_idx" ON "works"("team_id", "week");

-- CreateIndex
CREATE INDEX "works_promotion_id_competition_id_week_idx" ON "works"("promotion_id", "competition_id", "week");

-- CreateIndex
CREATE INDEX "works_competition_id_idx" ON "works"("competition_id");

-- CreateIndex
CREATE INDEX "work_bonuses_target_user_id_applied_idx" ON "work_bonuses"("target_user_id", "applied");

-- CreateIndex
CREATE INDEX "work_bonuses_earned_by_id_idx" ON "work_bonuses"("earned_by_id");

-- CreateIndex
CREATE INDEX "work_bonuses_work_id_idx" ON "work_bonuses"("work_id");

-- CreateIndex
CREATE INDEX "work_bonuses_promotion_id_created_at_idx" ON "work_bonuses"("promotion_id", "created_at");

-- CreateIndex
CREATE INDEX "custom_content_likes_custom_content_id_idx" ON "custom_content_likes"("custom_content_id");

-- CreateIndex
CREATE INDEX "custom_content_likes_promotion_id_idx" ON "custom_content_likes"("promotion_id");

-- CreateIndex
CREATE INDEX "custom_content_shares_user_id_created_at_idx" ON "custom_content_shares"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "custom_content_shares_custom_content_id_idx" ON "custom_content_shares"("custom_content_id");

-- CreateIndex
CREATE INDEX "custom_content_shares_promotion_id_created_at_idx" ON "custom_content_shares"("promotion_id", "created_at");

-- CreateIndex
CREATE INDEX "duo_images_duo_template_id_sequence_idx" ON "duo_images"("duo_template_id", "sequence");

-- CreateIndex
CREATE INDEX "duo_collection_templates_duo_collection_id_sequence_idx" ON "duo_collection_templates"("duo_collection_id", "sequence");

-- CreateIndex
CREATE INDEX "duo_collection_templates_duo_template_id_idx" ON "duo_collection_templates"("duo_template_id");

-- CreateIndex
CREATE INDEX "duos_sender_id_state_idx" ON "duos"("sender_id", "state");

-- CreateIndex
CREATE INDEX "duos_receiver_id_state_idx" ON "duos"("receiver_id", "state");

-- CreateIndex
CREATE INDEX "duos_promotion_id_state_idx" ON "duos"("promotion_id", "state");

-- CreateIndex
CREATE INDEX "duos_duo_template_id_idx" ON "duos"("duo_template_id");

-- CreateIndex
CREATE INDEX "duo_pair_queues_user_id_created_at_idx" ON "duo_pair_queues"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "duo_pair_queues_promotion_id_state_idx" ON "duo_pair_queues"("promotion_id", "state");

-- CreateIndex
CREATE INDEX "duo_pair_queues_duo_id_idx" ON "duo_pair_queues"("duo_id");

-- CreateIndex
CREATE UNIQUE INDEX "eligibilities_user_id_key" ON "eligibilities"("user_id");

-- CreateIndex
CREATE INDEX "eligibilities_promotion_id_user_id_idx" ON "eligibilities"("promotion_id", "user_id");

-- CreateIndex
CREATE INDEX "eligibilities_eligibility_file_id_idx" ON "eligibilities"("eligibility_file_id");

-- CreateIndex
CREATE UNIQUE INDEX "eligibilities_promotion_id_identifier_key" ON "eligibilities"("promotion_id", "identifier");

-- CreateIndex
CREATE INDEX "eligibility_files_promotion_id_created_at_idx" ON "eligibility_files"("promotion_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "eligibility_files_uploaded_by_id_idx" ON "eligibility_files"("uploaded_by_id");

-- CreateIndex
CREATE INDEX "custom_emails_promotion_id_status_send_at_idx" ON "custom_emails"("promotion_id", "status", "send_at");

-- CreateIndex
CREATE INDEX "custom_emails_created_by_id_idx" ON "custom_emails"("created_by_id");

-- CreateIndex
CREATE INDEX "test_emails_promotion_id_created_at_idx" ON "test_emails"("promotion_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "test_emails_created_by_id_idx" ON "test_emails"("created_by_id");

-- CreateIndex
CREATE INDEX "evaluation_definitions_promotion_id_start_date_idx" ON "evaluation_definitions"("promotion_id", "start_date");

-- CreateIndex
CREATE INDEX "evaluation_questions_evaluation_definition_id_sequence_idx" ON "evaluation_questions"("evaluation_definition_id", "sequence");

-- CreateIndex
CREATE INDEX "evaluation_questions_custom_prompt_id_idx" ON "evaluation_questions"("custom_prompt_id");

-- CreateIndex
CREATE UNIQUE INDEX "evaluation_questions_evaluation_definition_id_name_key" ON "evaluation_questions"("evaluation_definition_id", "name");

-- CreateIndex
CREATE INDEX "evaluations_user_id_evaluation_definition_id_idx" ON "evaluations"("user_id", "evaluation_definition_id");

-- CreateIndex
CREATE INDEX "evaluations_promotion_id_evaluation_definition_id_created_a_idx" ON "evaluations"("promotion_id", "evaluation_definition_id", "created_at");

-- CreateIndex
CREATE INDEX "evaluations_evaluation_definition_id_idx" ON "evaluations"("evaluation_definition_id");

-- CreateIndex
CREATE INDEX "custom_prompts_promotion_id_sequence_idx" ON "custom_prompts"("promotion_id", "sequence");

-- CreateIndex
CREATE INDEX "custom_prompt_evaluations_evaluation_definition_id_idx" ON "custom_prompt_evaluations"("evaluation_definition_id");

-- CreateIndex
CREATE INDEX "custom_prompt_answers_promotion_id_custom_prompt_id_idx" ON "custom_prompt_answers"("promotion_id", "custom_prompt_id");

-- CreateIndex
CREATE INDEX "custom_prompt_answers_custom_prompt_id_idx" ON "custom_prompt_answers"("custom_prompt_id");

-- CreateIndex
CREATE UNIQUE INDEX "custom_prompt_answers_user_id_custom_prompt_id_key" ON "custom_prompt_answers"("user_id", "custom_prompt_id");

-- CreateIndex
CREATE INDEX "gallery_files_promotion_id_directory_name_idx" ON "gallery_files"("promotion_id", "directory", "name");

-- CreateIndex
CREATE INDEX "gallery_files_uploaded_by_id_idx" ON "gallery_files"("uploaded_by_id");

-- CreateIndex
CREATE INDEX "areas_of_interest_promotion_id_sequence_idx" ON "areas_of_interest"("promotion_id", "sequence");

-- CreateIndex
CREATE INDEX "user_interests_promotion_id_area_of_interest_id_idx" ON "user_interests"("promotion_id", "area_of_interest_id");

-- CreateIndex
CREATE INDEX "user_interests_area_of_interest_id_idx" ON "user_interests"("area_of_interest_id");

-- CreateIndex
CREATE INDEX "levels_promotion_id_sequence_idx" ON "levels"("promotion_id", "sequence");

-- CreateIndex
CREATE INDEX "point_thresholds_promotion_id_pointable_type_value_idx" ON "point_thresholds"("promotion_id", "pointable_type", "value");

-- CreateIndex
CREATE INDEX "point_thresholds_behavior_id_idx" ON "point_thresholds"("behavior_id");

-- CreateIndex
CREATE INDEX "entries_user_id_week_idx" ON "entries"("user_id", "week");

-- CreateIndex
CREATE INDEX "entries_promotion_id_recorded_on_idx" ON "entries"("promotion_id", "recorded_on");

-- CreateIndex
CREATE UNIQUE INDEX "entries_user_id_recorded_on_key" ON "entries"("user_id", "recorded_on");

-- CreateIndex
CREATE UNIQUE INDEX "entry_activities_user_activity_id_key" ON "entry_activities"("user_activity_id");

-- CreateIndex
CREATE INDEX "entry_activities_entry_id_idx" ON "entry_activities"("entry_id");

-- CreateIndex
CREATE INDEX "entry_activities_promotion_id_feels_value_idx" ON "entry_activities"("promotion_id", "feels_value");

-- CreateIndex
CREATE INDEX "user_activities_user_id_recorded_on_idx" ON "user_activities"("user_id", "recorded_on");

-- CreateIndex
CREATE INDEX "user_activities_promotion_id_recorded_on_idx" ON "user_activities"("promotion_id", "recorded_on");

-- CreateIndex
CREATE INDEX "user_activities_activity_id_idx" ON "user_activities"("activity_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_activities_user_scene_id_tile_number_key" ON "user_activities"("user_scene_id", "tile_number");

-- CreateIndex
CREATE INDEX "user_quiz_answers_user_id_activity_id_idx" ON "user_quiz_answers"("user_id", "activity_id");

-- CreateIndex
CREATE INDEX "user_quiz_answers_promotion_id_recorded_on_idx" ON "user_quiz_answers"("promotion_id", "recorded_on");

-- CreateIndex
CREATE INDEX "user_quiz_answers_activity_id_idx" ON "user_quiz_answers"("activity_id");

-- CreateIndex
CREATE UNIQUE INDEX "conversations_team_id_key" ON "conversations"("team_id");

-- CreateIndex
CREATE INDEX "conversations_promotion_id_last_message_at_idx" ON "conversations"("promotion_id", "last_message_at");

-- CreateIndex
CREATE INDEX "conversations_created_by_id_idx" ON "conversations"("created_by_id");

-- CreateIndex
CREATE INDEX "conversation_members_user_id_last_message_at_idx" ON "conversation_members"("user_id", "last_message_at" DESC);

-- CreateIndex
CREATE INDEX "conversation_members_promotion_id_idx" ON "conversation_members"("promotion_id");

-- CreateIndex
CREATE INDEX "messages_conversation_id_created_at_idx" ON "messages"("conversation_id", "created_at");

-- CreateIndex
CREATE INDEX "messages_user_id_idx" ON "messages"("user_id");

-- CreateIndex
CREATE INDEX "messages_promotion_id_idx" ON "messages"("promotion_id");

-- CreateIndex
CREATE INDEX "notifications_user_id_cleared_created_at_idx" ON "notifications"("user_id", "cleared", "created_at" DESC);

-- CreateIndex
CREATE INDEX "notifications_promotion_id_created_at_idx" ON "notifications"("promotion_id", "created_at");

-- CreateIndex
CREATE INDEX "promotion_notifications_promotion_id_created_at_idx" ON "promotion_notifications"("promotion_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "promotion_notifications_created_by_id_idx" ON "promotion_notifications"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_user_id_created_at_idx" ON "password_reset_tokens"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "user_points_promotion_id_total_points_user_id_idx" ON "user_points"("promotion_id", "total_points" DESC, "user_id");

-- CreateIndex
CREATE INDEX "push_notification_jobs_promotion_id_created_at_idx" ON "push_notification_jobs"("promotion_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "push_notification_jobs_created_by_id_idx" ON "push_notification_jobs"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "push_devices_uuid_key" ON "push_devices"("uuid");

-- CreateIndex
CREATE INDEX "push_devices_promotion_id_user_id_idx" ON "push_devices"("promotion_id", "user_id");

-- CreateIndex
CREATE INDEX "push_devices_user_id_idx" ON "push_devices"("user_id");

-- CreateIndex
CREATE INDEX "recipes_courses_idx" ON "recipes" USING GIN ("courses");

-- CreateIndex
CREATE INDEX "recipes_promotion_id_title_idx" ON "recipes"("promotion_id", "title");

-- CreateIndex
CREATE INDEX "recipe_ingredients_recipe_id_sequence_idx" ON "recipe_ingredients"("recipe_id", "sequence");

-- CreateIndex
CREATE INDEX "recipe_categories_category_type_category_idx" ON "recipe_categories"("category_type", "category");

-- CreateIndex
CREATE UNIQUE INDEX "recipe_categories_recipe_id_category_type_category_key" ON "recipe_categories"("recipe_id", "category_type", "category");

-- CreateIndex
CREATE INDEX "recipe_ratings_recipe_id_score_idx" ON "recipe_ratings"("recipe_id", "score");

-- CreateIndex
CREATE INDEX "recipe_ratings_promotion_id_user_id_idx" ON "recipe_ratings"("promotion_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "recipe_ratings_user_id_recipe_id_key" ON "recipe_ratings"("user_id", "recipe_id");

-- CreateIndex
CREATE INDEX "recipe_favorites_recipe_id_idx" ON "recipe_favorites"("recipe_id");

-- CreateIndex
CREATE INDEX "recipe_favorites_promotion_id_idx" ON "recipe_favorites"("promotion_id");

-- CreateIndex
CREATE INDEX "reports_promotion_id_name_idx" ON "reports"("promotion_id", "name");

-- CreateIndex
CREATE INDEX "reports_parent_id_idx" ON "reports"("parent_id");

-- CreateIndex
CREATE INDEX "reports_created_by_id_idx" ON "reports"("created_by_id");

-- CreateIndex
CREATE INDEX "report_filters_report_id_sequence_idx" ON "report_filters"("report_id", "sequence");

-- CreateIndex
CREATE INDEX "report_fields_promotion_id_category_sequence_idx" ON "report_fields"("promotion_id", "category", "sequence");

-- CreateIndex
CREATE INDEX "scenes_scene_type_name_idx" ON "scenes"("scene_type", "name");

-- CreateIndex
CREATE INDEX "scene_collection_scenes_scene_collection_id_sequence_idx" ON "scene_collection_scenes"("scene_collection_id", "sequence");

-- CreateIndex
CREATE INDEX "scene_collection_scenes_scene_id_idx" ON "scene_collection_scenes"("scene_id");

-- CreateIndex
CREATE INDEX "user_scenes_promotion_id_current_state_idx" ON "user_scenes"("promotion_id", "current_state");

-- CreateIndex
CREATE INDEX "user_scenes_scene_id_idx" ON "user_scenes"("scene_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_scenes_user_id_sequence_key" ON "user_scenes"("user_id", "sequence");

-- CreateIndex
CREATE INDEX "friendships_friender_id_status_idx" ON "friendships"("friender_id", "status");

-- CreateIndex
CREATE INDEX "friendships_friendee_id_status_idx" ON "friendships"("friendee_id", "status");

-- CreateIndex
CREATE INDEX "friendships_promotion_id_friend_email_idx" ON "friendships"("promotion_id", "friend_email");

-- CreateIndex
CREATE INDEX "posts_promotion_id_wallable_type_wallable_id_created_at_idx" ON "posts"("promotion_id", "wallable_type", "wallable_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "posts_parent_post_id_created_at_idx" ON "posts"("parent_post_id", "created_at");

-- CreateIndex
CREATE INDEX "posts_user_id_created_at_idx" ON "posts"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "posts_user_scene_id_idx" ON "posts"("user_scene_id");

-- CreateIndex
CREATE INDEX "posts_duo_id_idx" ON "posts"("duo_id");

-- CreateIndex
CREATE INDEX "posts_flagged_by_idx" ON "posts"("flagged_by");

-- CreateIndex
CREATE INDEX "post_tags_user_id_created_at_idx" ON "post_tags"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "post_tags_promotion_id_user_id_idx" ON "post_tags"("promotion_id", "user_id");

-- CreateIndex
CREATE INDEX "likes_user_id_idx" ON "likes"("user_id");

-- CreateIndex
CREATE INDEX "likes_promotion_id_idx" ON "likes"("promotion_id");

-- CreateIndex
CREATE UNIQUE INDEX "likes_post_id_user_id_key" ON "likes"("post_id", "user_id");

-- CreateIndex
CREATE INDEX "follows_followed_user_id_idx" ON "follows"("followed_user_id");

-- CreateIndex
CREATE INDEX "follows_promotion_id_idx" ON "follows"("promotion_id");

-- CreateIndex
CREATE INDEX "sso_extras_promotion_id_idx" ON "sso_extras"("promotion_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_subscriptions_user_id_key" ON "email_subscriptions"("user_id");

-- CreateIndex
CREATE INDEX "email_subscriptions_promotion_id_email_daily_idx" ON "email_subscriptions"("promotion_id", "email_daily");

-- CreateIndex
CREATE INDEX "feedbacks_promotion_id_created_at_idx" ON "feedbacks"("promotion_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "feedbacks_user_id_idx" ON "feedbacks"("user_id");

-- CreateIndex
CREATE INDEX "contact_requests_promotion_id_created_at_idx" ON "contact_requests"("promotion_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "contact_requests_user_id_idx" ON "contact_requests"("user_id");

-- CreateIndex
CREATE INDEX "teams_promotion_id_competition_id_total_points_id_idx" ON "teams"("promotion_id", "competition_id", "total_points" DESC, "id");

-- CreateIndex
CREATE INDEX "teams_competition_id_status_idx" ON "teams"("competition_id", "status");

-- CreateIndex
CREATE INDEX "team_members_team_id_idx" ON "team_members"("team_id");

-- CreateIndex
CREATE INDEX "team_members_user_id_idx" ON "team_members"("user_id");

-- CreateIndex
CREATE INDEX "team_members_promotion_id_user_id_idx" ON "team_members"("promotion_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "team_members_competition_id_user_id_key" ON "team_members"("competition_id", "user_id");

-- CreateIndex
CREATE INDEX "team_invites_team_id_invite_type_status_idx" ON "team_invites"("team_id", "invite_type", "status");

-- CreateIndex
CREATE INDEX "team_invites_user_id_invite_type_status_idx" ON "team_invites"("user_id", "invite_type", "status");

-- CreateIndex
CREATE INDEX "team_invites_promotion_id_email_idx" ON "team_invites"("promotion_id", "email");

-- CreateIndex
CREATE INDEX "team_invites_invited_by_id_idx" ON "team_invites"("invited_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "uploaded_files_storage_key_key" ON "uploaded_files"("storage_key");

-- CreateIndex
CREATE INDEX "uploaded_files_user_id_created_at_idx" ON "uploaded_files"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "uploaded_files_promotion_id_created_at_idx" ON "uploaded_files"("promotion_id", "created_at");

-- CreateIndex
CREATE INDEX "promotions_collection_id_idx" ON "promotions"("collection_id");

-- CreateIndex
CREATE INDEX "promotions_duo_collection_id_idx" ON "promotions"("duo_collection_id");

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_parent_activity_id_fkey" FOREIGN KEY ("parent_activity_id") REFERENCES "activities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_areas_of_interest" ADD CONSTRAINT "activity_areas_of_interest_activity_id_fkey" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_areas_of_interest" ADD CONSTRAINT "activity_areas_of_interest_area_of_interest_id_fkey" FOREIGN KEY ("area_of_interest_id") REFERENCES "areas_of_interest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_bookmarks" ADD CONSTRAINT "activity_bookmarks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_bookmarks" ADD CONSTRAINT "activity_bookmarks_activity_id_fkey" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_bookmarks" ADD CONSTRAINT "activity_bookmarks_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_collections" ADD CONSTRAINT "activity_collections_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_collection_items" ADD CONSTRAINT "activity_collection_items_activity_collection_id_fkey" FOREIGN KEY ("activity_collection_id") REFERENCES "activity_collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_collection_items" ADD CONSTRAINT "activity_collection_items_activity_id_fkey" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_collection_items" ADD CONSTRAINT "activity_collection_items_area_of_interest_id_fkey" FOREIGN KEY ("area_of_interest_id") REFERENCES "areas_of_interest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "badges" ADD CONSTRAINT "badges_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "badges" ADD CONSTRAINT "badges_default_badge_id_fkey" FOREIGN KEY ("default_badge_id") REFERENCES "badges"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_fkey" FOREIGN KEY ("badge_id") REFERENCES "badges"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "behaviors" ADD CONSTRAINT "behaviors_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "behaviors" ADD CONSTRAINT "behaviors_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_weekly_awards" ADD CONSTRAINT "team_weekly_awards_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_weekly_awards" ADD CONSTRAINT "team_weekly_awards_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_weekly_awards" ADD CONSTRAINT "team_weekly_awards_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "works" ADD CONSTRAINT "works_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "works" ADD CONSTRAINT "works_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "works" ADD CONSTRAINT "works_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_bonuses" ADD CONSTRAINT "work_bonuses_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_bonuses" ADD CONSTRAINT "work_bonuses_work_id_fkey" FOREIGN KEY ("work_id") REFERENCES "works"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_bonuses" ADD CONSTRAINT "work_bonuses_earned_by_id_fkey" FOREIGN KEY ("earned_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_bonuses" ADD CONSTRAINT "work_bonuses_target_user_id_fkey" FOREIGN KEY ("target_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_content_likes" ADD CONSTRAINT "custom_content_likes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_content_likes" ADD CONSTRAINT "custom_content_likes_custom_content_id_fkey" FOREIGN KEY ("custom_content_id") REFERENCES "custom_contents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_content_likes" ADD CONSTRAINT "custom_content_likes_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_content_shares" ADD CONSTRAINT "custom_content_shares_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_content_shares" ADD CONSTRAINT "custom_content_shares_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_content_shares" ADD CONSTRAINT "custom_content_shares_custom_content_id_fkey" FOREIGN KEY ("custom_content_id") REFERENCES "custom_contents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duo_images" ADD CONSTRAINT "duo_images_duo_template_id_fkey" FOREIGN KEY ("duo_template_id") REFERENCES "duo_templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duo_collection_templates" ADD CONSTRAINT "duo_collection_templates_duo_collection_id_fkey" FOREIGN KEY ("duo_collection_id") REFERENCES "duo_collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duo_collection_templates" ADD CONSTRAINT "duo_collection_templates_duo_template_id_fkey" FOREIGN KEY ("duo_template_id") REFERENCES "duo_templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duos" ADD CONSTRAINT "duos_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duos" ADD CONSTRAINT "duos_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duos" ADD CONSTRAINT "duos_receiver_id_fkey" FOREIGN KEY ("receiver_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duos" ADD CONSTRAINT "duos_duo_template_id_fkey" FOREIGN KEY ("duo_template_id") REFERENCES "duo_templates"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duo_pair_queues" ADD CONSTRAINT "duo_pair_queues_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duo_pair_queues" ADD CONSTRAINT "duo_pair_queues_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duo_pair_queues" ADD CONSTRAINT "duo_pair_queues_duo_id_fkey" FOREIGN KEY ("duo_id") REFERENCES "duos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eligibilities" ADD CONSTRAINT "eligibilities_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eligibilities" ADD CONSTRAINT "eligibilities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eligibilities" ADD CONSTRAINT "eligibilities_eligibility_file_id_fkey" FOREIGN KEY ("eligibility_file_id") REFERENCES "eligibility_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eligibility_files" ADD CONSTRAINT "eligibility_files_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eligibility_files" ADD CONSTRAINT "eligibility_files_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_emails" ADD CONSTRAINT "custom_emails_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_emails" ADD CONSTRAINT "custom_emails_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "test_emails" ADD CONSTRAINT "test_emails_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "test_emails" ADD CONSTRAINT "test_emails_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_definitions" ADD CONSTRAINT "evaluation_definitions_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_questions" ADD CONSTRAINT "evaluation_questions_evaluation_definition_id_fkey" FOREIGN KEY ("evaluation_definition_id") REFERENCES "evaluation_definitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_questions" ADD CONSTRAINT "evaluation_questions_custom_prompt_id_fkey" FOREIGN KEY ("custom_prompt_id") REFERENCES "custom_prompts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluation_definition_id_fkey" FOREIGN KEY ("evaluation_definition_id") REFERENCES "evaluation_definitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_prompts" ADD CONSTRAINT "custom_prompts_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_prompt_evaluations" ADD CONSTRAINT "custom_prompt_evaluations_custom_prompt_id_fkey" FOREIGN KEY ("custom_prompt_id") REFERENCES "custom_prompts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_prompt_evaluations" ADD CONSTRAINT "custom_prompt_evaluations_evaluation_definition_id_fkey" FOREIGN KEY ("evaluation_definition_id") REFERENCES "evaluation_definitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_prompt_answers" ADD CONSTRAINT "custom_prompt_answers_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_prompt_answers" ADD CONSTRAINT "custom_prompt_answers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_prompt_answers" ADD CONSTRAINT "custom_prompt_answers_custom_prompt_id_fkey" FOREIGN KEY ("custom_prompt_id") REFERENCES "custom_prompts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gallery_files" ADD CONSTRAINT "gallery_files_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gallery_files" ADD CONSTRAINT "gallery_files_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "areas_of_interest" ADD CONSTRAINT "areas_of_interest_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_area_of_interest_id_fkey" FOREIGN KEY ("area_of_interest_id") REFERENCES "areas_of_interest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "levels" ADD CONSTRAINT "levels_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "point_thresholds" ADD CONSTRAINT "point_thresholds_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "point_thresholds" ADD CONSTRAINT "point_thresholds_behavior_id_fkey" FOREIGN KEY ("behavior_id") REFERENCES "behaviors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entries" ADD CONSTRAINT "entries_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entry_activities" ADD CONSTRAINT "entry_activities_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entry_activities" ADD CONSTRAINT "entry_activities_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entry_activities" ADD CONSTRAINT "entry_activities_user_activity_id_fkey" FOREIGN KEY ("user_activity_id") REFERENCES "user_activities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_activity_id_fkey" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_user_scene_id_fkey" FOREIGN KEY ("user_scene_id") REFERENCES "user_scenes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_quiz_answers" ADD CONSTRAINT "user_quiz_answers_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_quiz_answers" ADD CONSTRAINT "user_quiz_answers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_quiz_answers" ADD CONSTRAINT "user_quiz_answers_activity_id_fkey" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promotion_notifications" ADD CONSTRAINT "promotion_notifications_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promotion_notifications" ADD CONSTRAINT "promotion_notifications_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_notification_jobs" ADD CONSTRAINT "push_notification_jobs_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_notification_jobs" ADD CONSTRAINT "push_notification_jobs_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_fkey" FOREIGN KEY ("recipe_id") REFERENCES "recipes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recipe_categories" ADD CONSTRAINT "recipe_categories_recipe_id_fkey" FOREIGN KEY ("recipe_id") REFERENCES "recipes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_recipe_id_fkey" FOREIGN KEY ("recipe_id") REFERENCES "recipes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recipe_favorites" ADD CONSTRAINT "recipe_favorites_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recipe_favorites" ADD CONSTRAINT "recipe_favorites_recipe_id_fkey" FOREIGN KEY ("recipe_id") REFERENCES "recipes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recipe_favorites" ADD CONSTRAINT "recipe_favorites_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "reports"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_filters" ADD CONSTRAINT "report_filters_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_fields" ADD CONSTRAINT "report_fields_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scene_collection_scenes" ADD CONSTRAINT "scene_collection_scenes_scene_collection_id_fkey" FOREIGN KEY ("scene_collection_id") REFERENCES "scene_collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scene_collection_scenes" ADD CONSTRAINT "scene_collection_scenes_scene_id_fkey" FOREIGN KEY ("scene_id") REFERENCES "scenes"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_scenes" ADD CONSTRAINT "user_scenes_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_scenes" ADD CONSTRAINT "user_scenes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_scenes" ADD CONSTRAINT "user_scenes_scene_id_fkey" FOREIGN KEY ("scene_id") REFERENCES "scenes"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_friender_id_fkey" FOREIGN KEY ("friender_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_friendee_id_fkey" FOREIGN KEY ("friendee_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_parent_post_id_fkey" FOREIGN KEY ("parent_post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_scene_id_fkey" FOREIGN KEY ("user_scene_id") REFERENCES "user_scenes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_duo_id_fkey" FOREIGN KEY ("duo_id") REFERENCES "duos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_flagged_by_fkey" FOREIGN KEY ("flagged_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "likes" ADD CONSTRAINT "likes_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "likes" ADD CONSTRAINT "likes_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_user_id_fkey" FOREIGN KEY ("followed_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "follows" ADD CONSTRAINT "follows_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sso_extras" ADD CONSTRAINT "sso_extras_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_subscriptions" ADD CONSTRAINT "email_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_subscriptions" ADD CONSTRAINT "email_subscriptions_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "scene_collections"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_duo_collection_id_fkey" FOREIGN KEY ("duo_collection_id") REFERENCES "duo_collections"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: what the schema language cannot express (CHECK constraints, partial and expression indexes).
-- Prisma's diff works from the schema snapshot, so later migrations leave these alone. Codes are exactly the
-- specs'; docs/domain-model.md lists them per domain.

-- Activities and logging (participant-core.md §1, §3-4; administration.md §9)
ALTER TABLE "activities" ADD CONSTRAINT "activities_category_check" CHECK ("category" IN
  ('create_calm', 'boost_happiness', 'sharpen_focus', 'pursue_purpose', 'increase_energy'));
ALTER TABLE "activities" ADD CONSTRAINT "activities_week_available_check" CHECK ("week_available" >= 1);
-- The right answer is one of the answers (answer_idx is 0-based).
ALTER TABLE "activities" ADD CONSTRAINT "activities_correct_answer_check" CHECK (
  "correct_answer" IS NULL OR ("correct_answer" >= 0 AND "correct_answer" < coalesce(cardinality("answers"), 0)));
ALTER TABLE "activities" ADD CONSTRAINT "activities_not_own_parent_check" CHECK ("parent_activity_id" <> "id");
ALTER TABLE "activity_collection_items" ADD CONSTRAINT "activity_collection_items_item_check" CHECK (
  ("item_type" = 'Activity' AND "activity_id" IS NOT NULL AND "area_of_interest_id" IS NULL) OR
  ("item_type" = 'AreaOfInterest' AND "area_of_interest_id" IS NOT NULL AND "activity_id" IS NULL));
ALTER TABLE "activity_collection_items" ADD CONSTRAINT "activity_collection_items_week_check" CHECK (
  "week_available" IS NULL OR "week_available" >= 1);
ALTER TABLE "entries" ADD CONSTRAINT "entries_week_check" CHECK ("week" >= 1);
ALTER TABLE "entries" ADD CONSTRAINT "entries_points_check" CHECK ("total_points" >= 0 AND "entry_points" >= 0);
-- feels_value: null not recorded, -1 sad, 0 neutral, 1 happy
ALTER TABLE "entry_activities" ADD CONSTRAINT "entry_activities_feels_value_check" CHECK (
  "feels_value" IS NULL OR "feels_value" IN (-1, 0, 1));
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_answer_idx_check" CHECK ("answer_idx" IS NULL OR "answer_idx" >= 0);
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_tile_check" CHECK (
  "tile_number" IS NULL OR ("tile_number" >= 0 AND "user_scene_id" IS NOT NULL));
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_points_check" CHECK ("points" >= 0);
ALTER TABLE "user_quiz_answers" ADD CONSTRAINT "user_quiz_answers_answer_idx_check" CHECK ("answer_idx" >= 0);
-- Only a correct answer earns points.
ALTER TABLE "user_quiz_answers" ADD CONSTRAINT "user_quiz_answers_points_check" CHECK (
  "points" >= 0 AND ("is_correct" OR "points" = 0));
-- An existing correct answer counts as correct: at most one per user per activity, so trivia points are earned once.
CREATE UNIQUE INDEX "user_quiz_answers_one_correct_key" ON "user_quiz_answers" ("user_id", "activity_id") WHERE "is_correct";
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_check" CHECK (
  "activity_points" >= 0 AND "quiz_points" >= 0 AND "bonus_points" >= 0 AND "entry_points" >= 0 AND
  "total_points" = "activity_points" + "quiz_points" + "bonus_points" + "entry_points");

-- Scenes (participant-core.md §3-4)
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_scene_type_check" CHECK ("scene_type" IN
  ('waves', 'trees', 'pebbles', 'ripples', 'wisps', 'leaves'));
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_layout_version_check" CHECK ("layout_version" IN (1, 2));
ALTER TABLE "user_scenes" ADD CONSTRAINT "user_scenes_current_state_check" CHECK ("current_state" IN ('loggable', 'completed', 'eop'));
ALTER TABLE "user_scenes" ADD CONSTRAINT "user_scenes_sequence_check" CHECK ("sequence" >= 1);
-- The current scene: at most one loggable scene per participant.
CREATE UNIQUE INDEX "user_scenes_one_loggable_key" ON "user_scenes" ("user_id") WHERE "current_state" = 'loggable';

-- Badges (participant-core.md §9)
ALTER TABLE "badges" ADD CONSTRAINT "badges_category_check" CHECK ("category" IN
  ('activities_logged', 'evaluation', 'wall_posts_created', 'wall_posts_tags', 'recipes_rated', 'tips_shared',
   'completed_scenes', 'sent_duo_requests', 'completed_duos', 'reflection_created', 'buddies_added', 'custom'));
ALTER TABLE "badges" ADD CONSTRAINT "badges_goal_check" CHECK ("goal" >= 0 AND ("goal2" IS NULL OR "goal2" >= 0));
ALTER TABLE "badges" ADD CONSTRAINT "badges_not_own_default_check" CHECK ("default_badge_id" <> "id");

-- Custom prompts and evaluations (administration.md §3-5)
ALTER TABLE "custom_prompts" ADD CONSTRAINT "custom_prompts_type_of_prompt_check" CHECK ("type_of_prompt" IN
  ('CHECKBOX', 'DROPDOWN', 'TEXTBOX', 'TEXTAREA', 'HEADER'));
-- Data type forced by type: HEADER string, TEXTAREA text, TEXTBOX string, CHECKBOX string or integer, DROPDOWN string.
ALTER TABLE "custom_prompts" ADD CONSTRAINT "custom_prompts_data_type_check" CHECK (
  ("type_of_prompt" IN ('HEADER', 'TEXTBOX', 'DROPDOWN') AND "data_type" = 'string') OR
  ("type_of_prompt" = 'TEXTAREA' AND "data_type" = 'text') OR
  ("type_of_prompt" = 'CHECKBOX' AND "data_type" IN ('string', 'integer')));
ALTER TABLE "evaluation_questions" ADD CONSTRAINT "evaluation_questions_type_of_prompt_check" CHECK ("type_of_prompt" IN
  ('CHECKBOX', 'DROPDOWN', 'TEXTBOX', 'TEXTAREA', 'HEADER'));
ALTER TABLE "evaluation_questions" ADD CONSTRAINT "evaluation_questions_data_type_check" CHECK ("data_type" IN ('string', 'integer', 'text'));
-- Either days_from_start or start and end dates, never both.
ALTER TABLE "evaluation_definitions" ADD CONSTRAINT "evaluation_definitions_schedule_check" CHECK (
  "days_from_start" IS NULL OR ("start_date" IS NULL AND "end_date" IS NULL));
ALTER TABLE "evaluation_definitions" ADD CONSTRAINT "evaluation_definitions_dates_check" CHECK (
  "start_date" IS NULL OR "end_date" IS NULL OR "start_date" <= "end_date");
ALTER TABLE "evaluation_definitions" ADD CONSTRAINT "evaluation_definitions_days_from_start_check" CHECK (
  "days_from_start" IS NULL OR "days_from_start" ~ '^[0-9]+(,[0-9]+)?$');
-- 'Week Number must be greater than 0'
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_week_number_check" CHECK ("week_number" IS NULL OR "week_number" >= 1);
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_answers_object_check" CHECK (jsonb_typeof("answers") = 'object');

-- Friends, wall, likes, follows (social-engagement.md §3-6)
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_status_check" CHECK ("status" IN ('P', 'A', 'D', 'X'));
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_target_check" CHECK ("friendee_id" IS NOT NULL OR "friend_email" IS NOT NULL);
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_not_self_check" CHECK ("friendee_id" <> "friender_id");
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_email_lowercase_check" CHECK ("friend_email" = lower("friend_email"));
-- One friendship per pair of users, whichever of them sent it (a resend updates the row).
CREATE UNIQUE INDEX "friendships_pair_key" ON "friendships"
  (LEAST("friender_id", "friendee_id"), GREATEST("friender_id", "friendee_id")) WHERE "friendee_id" IS NOT NULL;
-- One pending email invite per sender and address.
CREATE UNIQUE INDEX "friendships_email_invite_key" ON "friendships" ("friender_id", "friend_email")
  WHERE "friendee_id" IS NULL;
ALTER TABLE "posts" ADD CONSTRAINT "posts_wallable_type_check" CHECK ("wallable_type" IN
  ('Promotion', 'Site', 'Recipe', 'Tip', 'Post', 'CustomContent', 'User'));
ALTER TABLE "posts" ADD CONSTRAINT "posts_postable_check" CHECK (
  ("postable_type" IS NULL AND "postable_id" IS NULL) OR
  ("postable_type" IN ('Tip', 'Recipe', 'Article', 'Activity') AND "postable_id" IS NOT NULL) OR
  ("postable_type" = 'Journal' AND "wallable_type" = 'User'));
ALTER TABLE "posts" ADD CONSTRAINT "posts_depth_check" CHECK ("depth" >= 0 AND ("parent_post_id" IS NULL OR "depth" > 0));
-- 'Content can't be blank'
ALTER TABLE "posts" ADD CONSTRAINT "posts_content_check" CHECK (btrim("content") <> '');
ALTER TABLE "posts" ADD CONSTRAINT "posts_flag_check" CHECK ("flagged_by" IS NULL OR "is_flagged");
-- Coordinator dashboard, Flagged Posts tab: a promotion's flagged posts, newest first.
CREATE INDEX "posts_flagged_idx" ON "posts" ("promotion_id", "created_at" DESC) WHERE "is_flagged";
ALTER TABLE "follows" ADD CONSTRAINT "follows_not_self_check" CHECK ("user_id" <> "followed_user_id");

-- Messaging and notifications (social-engagement.md §3-4)
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_type_check" CHECK ("conversation_type" IN ('g', 't', 'i'));
-- A team conversation names its team; other kinds have none.
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_team_check" CHECK (("conversation_type" = 't') = ("team_id" IS NOT NULL));
ALTER TABLE "messages" ADD CONSTRAINT "messages_action_check" CHECK ("action" IN ('message', 'created'));
-- Sending needs non-empty text or an image.
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_check" CHECK (
  "action" <> 'message' OR btrim("content") <> '' OR "image_url" IS NOT NULL);
-- /notifications/unread: a user's listed notifications not cleared, newest first.
CREATE INDEX "notifications_unread_idx" ON "notifications" ("user_id", "created_at" DESC) WHERE NOT "cleared" AND NOT "hidden";
-- Header badge: count of a user's unseen notifications.
CREATE INDEX "notifications_unseen_idx" ON "notifications" ("user_id") WHERE NOT "seen" AND NOT "hidden";

-- Duos (social-engagement.md §3-4)
ALTER TABLE "duos" ADD CONSTRAINT "duos_state_check" CHECK ("state" IN ('pending', 'active', 'completed'));
ALTER TABLE "duos" ADD CONSTRAINT "duos_not_self_check" CHECK ("sender_id" <> "receiver_id");
-- Active and completed duos have started; a completed one has completed_at.
ALTER TABLE "duos" ADD CONSTRAINT "duos_started_check" CHECK ("state" = 'pending' OR "started_at" IS NOT NULL);
ALTER TABLE "duos" ADD CONSTRAINT "duos_completed_check" CHECK (("state" = 'completed') = ("completed_at" IS NOT NULL));
ALTER TABLE "duo_pair_queues" ADD CONSTRAINT "duo_pair_queues_state_check" CHECK ("state" IN ('queued', 'paired', 'withdrawn'));
ALTER TABLE "duo_pair_queues" ADD CONSTRAINT "duo_pair_queues_paired_check" CHECK ("state" <> 'paired' OR "duo_id" IS NOT NULL);
-- A user waits in the pair queue at most once.
CREATE UNIQUE INDEX "duo_pair_queues_one_queued_key" ON "duo_pair_queues" ("user_id") WHERE "state" = 'queued';
-- Pairing: the oldest waiting users of a promotion first.
CREATE INDEX "duo_pair_queues_waiting_idx" ON "duo_pair_queues" ("promotion_id", "created_at") WHERE "state" = 'queued';

-- Competitions and teams (administration.md §3-5, social-engagement.md "Team competition")
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_team_size_check" CHECK (
  "team_size_min" >= 1 AND "team_size_min" <= "team_size_max");
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_dates_check" CHECK (
  "enrollment_starts_on" <= "enrollment_ends_on" AND "competition_starts_on" <= "competition_ends_on");
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_length_check" CHECK (
  "comp_length" >= 1 AND "competition_ends_on" = "competition_starts_on" + ("comp_length" - 1));
ALTER TABLE "behaviors" ADD CONSTRAINT "behaviors_dates_check" CHECK ("start" IS NULL OR "end" IS NULL OR "start" <= "end");
ALTER TABLE "teams" ADD CONSTRAINT "teams_status_check" CHECK ("status" IN (0, 1, 2));
ALTER TABLE "teams" ADD CONSTRAINT "teams_name_check" CHECK (btrim("name") <> '');
-- Team names are unique within a competition among teams that are not deleted.
CREATE UNIQUE INDEX "teams_live_name_key" ON "teams" ("competition_id", lower("name")) WHERE "status" <> 2;
-- One leader per team.
CREATE UNIQUE INDEX "team_members_one_leader_key" ON "team_members" ("team_id") WHERE "is_leader";
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_invite_type_check" CHECK ("invite_type" IN ('I', 'R'));
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_status_check" CHECK ("status" IN ('U', 'A', 'D'));
-- An invite names a user or an address; a request always comes from a user.
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_target_check" CHECK (
  "user_id" IS NOT NULL OR ("email" IS NOT NULL AND "invite_type" = 'I'));
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_email_lowercase_check" CHECK ("email" = lower("email"));
-- One open (unresponded) invite or request per team and user, and per team and address.
CREATE UNIQUE INDEX "team_invites_open_user_key" ON "team_invites" ("team_id", "user_id")
  WHERE "status" = 'U' AND "user_id" IS NOT NULL;
CREATE UNIQUE INDEX "team_invites_open_email_key" ON "team_invites" ("team_id", "email")
  WHERE "status" = 'U' AND "user_id" IS NULL;
ALTER TABLE "team_weekly_awards" ADD CONSTRAINT "team_weekly_awards_week_check" CHECK ("week" >= 1 AND "rank" >= 1);
ALTER TABLE "works" ADD CONSTRAINT "works_week_check" CHECK ("week" >= 1 AND "points" >= 0);
ALTER TABLE "work_bonuses" ADD CONSTRAINT "work_bonuses_points_check" CHECK ("points" >= 0);
-- Only an offered bonus can be answered.
ALTER TABLE "work_bonuses" ADD CONSTRAINT "work_bonuses_applied_check" CHECK ("applied" IS NULL OR "target_user_id" IS NOT NULL);
-- target_work_bonus: open offers to a user.
CREATE INDEX "work_bonuses_open_offer_idx" ON "work_bonuses" ("target_user_id") WHERE "applied" IS NULL;

-- Levels and point thresholds (administration.md §3, §9 "Max points per value: 450")
ALTER TABLE "point_thresholds" ADD CONSTRAINT "point_thresholds_pointable_type_check" CHECK ("pointable_type" IN ('Step', 'Minute', 'Behavior'));
ALTER TABLE "point_thresholds" ADD CONSTRAINT "point_thresholds_behavior_check" CHECK (("pointable_type" = 'Behavior') = ("behavior_id" IS NOT NULL));
ALTER TABLE "point_thresholds" ADD CONSTRAINT "point_thresholds_points_check" CHECK ("points" BETWEEN 0 AND 450 AND "value" >= 0);

-- Recipes (social-engagement.md §4, §9)
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_courses_check" CHECK (
  "courses" <@ ARRAY['breakfast', 'lunch', 'dinner', 'snacks']::TEXT[]);
-- 1 to 5 stars stored as 20 per star.
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_score_check" CHECK ("score" IN (20, 40, 60, 80, 100));
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_times_check" CHECK (
  ("servings" IS NULL OR "servings" > 0) AND ("active_time" IS NULL OR "active_time" >= 0) AND
  ("total_time" IS NULL OR "total_time" >= 0));

-- Gallery: a live file name is unique in its folder (a removed one can be undeleted only if the name is free).
CREATE UNIQUE INDEX "gallery_files_live_name_key" ON "gallery_files" ("promotion_id", "directory", "name") WHERE "deleted_at" IS NULL;
ALTER TABLE "gallery_files" ADD CONSTRAINT "gallery_files_directory_check" CHECK ("directory" LIKE '/%' AND "directory" NOT LIKE '%..%');

-- Eligibility (administration.md §3-4)
ALTER TABLE "eligibility_files" ADD CONSTRAINT "eligibility_files_status_check" CHECK ("status" IN
  ('uploaded', 'processing', 'processed', 'canceled', 'failed'));
ALTER TABLE "eligibility_files" ADD CONSTRAINT "eligibility_files_rows_check" CHECK (
  "total_rows" >= 0 AND "rows_processed" >= 0 AND "rows_processed" <= "total_rows");
ALTER TABLE "eligibilities" ADD CONSTRAINT "eligibilities_identifier_check" CHECK (btrim("identifier") <> '');

-- Reports (administration.md §3-5)
ALTER TABLE "reports" ADD CONSTRAINT "reports_report_type_check" CHECK ("report_type" IN ('Simple', 'SQL'));
-- Switching to Simple clears the SQL text.
ALTER TABLE "reports" ADD CONSTRAINT "reports_sql_check" CHECK ("report_type" = 'SQL' OR "sql" IS NULL);
ALTER TABLE "report_filters" ADD CONSTRAINT "report_filters_sign_check" CHECK ("sign" IN
  ('<', '<=', 'is', 'starts with', 'is not', '>', '>=', 'between'));

-- Push notifications and emails (administration.md §3-5)
ALTER TABLE "push_notification_jobs" ADD CONSTRAINT "push_notification_jobs_status_check" CHECK ("status" IN
  ('queued', 'sending', 'sent', 'failed'));
ALTER TABLE "custom_emails" ADD CONSTRAINT "custom_emails_status_check" CHECK ("status" IN
  ('queued', 'sending', 'sent', 'failed', 'canceled'));
ALTER TABLE "custom_emails" ADD CONSTRAINT "custom_emails_sent_check" CHECK ("status" <> 'sent' OR "sent_at" IS NOT NULL);
-- Scheduler: queued emails that are due.
CREATE INDEX "custom_emails_due_idx" ON "custom_emails" ("send_at") WHERE "status" = 'queued';
ALTER TABLE "test_emails" ADD CONSTRAINT "test_emails_status_check" CHECK ("status" IN ('pending', 'sending', 'send', 'failed'));
-- 'Recipients cannot be blank'; 'Test emails are limited to 10 participants.'
ALTER TABLE "test_emails" ADD CONSTRAINT "test_emails_recipients_check" CHECK (cardinality("recipients") BETWEEN 1 AND 10);

-- SSO extras
ALTER TABLE "sso_extras" ADD CONSTRAINT "sso_extras_data_type_check" CHECK ("data_type" IN ('string', 'integer', 'boolean', 'date'));

-- Email subscriptions (participant-core.md §5): daily and duo are 0 or 1; unsubscribe-all clears every other one.
ALTER TABLE "email_subscriptions" ADD CONSTRAINT "email_subscriptions_daily_duo_check" CHECK (
  "email_daily" IN (0, 1) AND "email_duo" IN (0, 1));
ALTER TABLE "email_subscriptions" ADD CONSTRAINT "email_subscriptions_unsubscribe_all_check" CHECK (
  NOT "email_unsubscribe_all" OR (
    NOT "email_friend_requests" AND NOT "email_wall_posts" AND NOT "email_team" AND NOT "email_gallery" AND
    NOT "email_badges" AND "email_daily" = 0 AND "email_duo" = 0));

-- Password reset tokens: only a sha256 hex digest is stored; a token expires after it is issued.
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_hash_check" CHECK ("token_hash" ~ '^[0-9a-f]{64}$');
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_expiry_check" CHECK ("expires_at" > "created_at");
-- Invalidating a user's outstanding (unused) tokens when a new one is issued or the password changes.
CREATE INDEX "password_reset_tokens_open_idx" ON "password_reset_tokens" ("user_id") WHERE "used_at" IS NULL;
