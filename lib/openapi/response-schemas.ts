// The zod form of the response types in lib/<feature>/types.ts, which routes declare as their `response` for the
// OpenAPI document (server/openapi/document.ts) and the response contract test. Drafted from those types with
// ts-to-zod and kept by hand since: tests/unit/response-schemas-match-types.ts fails to compile when a schema and its
// type say different things, so a field added to a type is added here too. A few leaves the document leaves open
// (flags records, a category object) are z.custom: typed, but any JSON in the document. Extend objects, never
// intersect them (.and): JSON Schema's allOf of two closed objects accepts nothing.
import { z } from 'zod';
import { listResponseSchema } from '@/lib/list-response';
import { SSO_EXTRA_DATA_TYPES } from '@/lib/sso-extras/types';
import { SUBSCRIPTION_LEVELS, SUBSCRIPTION_SWITCHES } from '@/lib/subscriptions/types';
import type { AdminLocation } from '@/lib/locations/types';
import type { WallPost } from '@/lib/wall/types';
import { STAR_BADGE_LEVELS } from '@/lib/badges/star-badge';
import { DUO_STAGES, DUO_STATES, PAIR_QUEUE_STATES } from '@/lib/duos/constants';
import { ELIGIBILITY_FILE_STATUSES } from '@/lib/eligibility/constants';
import { DATA_TYPES, PROMPT_TYPES } from '@/lib/evaluations/constants';
import { LOGGING_STATUSES, SCENE_STATES } from '@/lib/logging/constants';
import { REGISTRATION_BLOCK_REASONS } from '@/lib/onboarding/constants';
import { COLLECTION_ITEM_TYPES } from '@/lib/program-design/schemas';
import { FILTER_SIGNS, REPORT_TYPES } from '@/lib/reports/schemas';
import { ROLES } from '@/lib/roles';
import { POSTABLE_TYPES, WALLABLE_TYPES } from '@/lib/wall/constants';
import { CATEGORY_KEYS, type CategoryObject } from '@/lib/activities/categories';
import { COOKIE_CHOICES } from '@/lib/privacy/schemas';
import { POINTABLE_TYPES } from '@/lib/promotions/admin-rules';
import { LOCALES } from '@/lib/i18n/locales';
import { SCIM_SCHEMAS } from '@/lib/scim/schemas';
import { LAYOUTS, SCENE_TYPES } from '@/lib/scenes/admin';
import { PUSH_JOB_FILTER_IDS } from '@/lib/push/filters';
import { SURVEY_KINDS } from '@/lib/surveys';
import { WEBHOOK_FORMATS, type WebhookFormat } from '@/lib/webhooks/events';
import type { StarBadgeThresholds } from '@/lib/badges/star-badge';
import type { EligibilityFileKind } from '@/lib/eligibility/constants';
import type { ColumnMapping } from '@/lib/eligibility/schemas';
import type { FriendStatus, FriendshipStatusCode } from '@/lib/friends/constants';
import { PROMOTION_FLAG_KEYS, type OrganizationFlags, type PromotionFlagKey } from '@/lib/promotion-flags';
import type { TeamInviteStatusCode, TeamInviteType, TeamStatus } from '@/lib/teams/constants';
import { USER_FLAG_KEYS, type UserFlagKey } from '@/lib/user-flags';

export const dataTypeSchema = z.enum(DATA_TYPES);

export const promptTypeSchema = z.enum(PROMPT_TYPES);

export const duoStageSchema = z.enum(DUO_STAGES);

export const duoStateSchema = z.enum(DUO_STATES);

export const pairQueueStateSchema = z.enum(PAIR_QUEUE_STATES);

export const eligibilityFileStatusSchema = z.enum(ELIGIBILITY_FILE_STATUSES);

export const filterSignSchema = z.enum(FILTER_SIGNS);

export const reportTypeSchema = z.enum(REPORT_TYPES);

export const loggingStatusSchema = z.enum(LOGGING_STATUSES);

export const postableTypeSchema = z.enum(POSTABLE_TYPES);

export const wallableTypeSchema = z.enum(WALLABLE_TYPES);

export const registrationBlockReasonSchema = z.enum(REGISTRATION_BLOCK_REASONS);

export const roleSchema = z.enum(ROLES);

export const sceneStateSchema = z.enum(SCENE_STATES);

export const starBadgeLevelSchema = z.enum(STAR_BADGE_LEVELS);

export const collectionItemTypeSchema = z.enum(COLLECTION_ITEM_TYPES);

/** Not yet described field by field (a value the document leaves open). */
export const categoryObjectSchema = z.custom<CategoryObject>();

/** Not yet described field by field (a value the document leaves open). */
export const columnMappingSchema = z.custom<ColumnMapping>();

/** Not yet described field by field (a value the document leaves open). */
export const eligibilityFileKindSchema = z.custom<EligibilityFileKind>();

/** Not yet described field by field (a value the document leaves open). */
export const friendshipStatusCodeSchema = z.custom<FriendshipStatusCode>();

/** Not yet described field by field (a value the document leaves open). */
export const friendStatusSchema = z.custom<FriendStatus>();

/** Not yet described field by field (a value the document leaves open). */
export const organizationFlagsSchema = z.custom<OrganizationFlags>();

export const passwordPolicySchema = z.object({
  password_min_length: z.number(),
  password_max_length: z.number(),
  password_min_letters: z.number(),
  password_min_numbers: z.number(),
  password_min_symbols: z.number(),
  password_regular_expression_string: z.string().nullable(),
  password_help_message: z.string().nullable()
});

export const promotionFlagsSchema = z.object(Object.fromEntries(PROMOTION_FLAG_KEYS.map((k) => [k, z.boolean()])) as Record<PromotionFlagKey, z.ZodBoolean>);

export const promotionTimelineSchema = z.object({
  current_date: z.string(),
  current_week: z.number(),
  has_launched: z.boolean(),
  has_started: z.boolean(),
  has_logging_ended: z.boolean(),
  has_ended: z.boolean(),
  is_disabled: z.boolean(),
  is_registration_open: z.boolean(),
  weeks: z.number()
});

/** Not yet described field by field (a value the document leaves open). */
export const starBadgeThresholdsSchema = z.custom<StarBadgeThresholds>();

/** Not yet described field by field (a value the document leaves open). */
export const teamInviteStatusCodeSchema = z.custom<TeamInviteStatusCode>();

/** Not yet described field by field (a value the document leaves open). */
export const teamInviteTypeSchema = z.custom<TeamInviteType>();

/** Not yet described field by field (a value the document leaves open). */
export const teamStatusSchema = z.custom<TeamStatus>();

export const userFlagsSchema = z.object(Object.fromEntries(USER_FLAG_KEYS.map((k) => [k, z.boolean()])) as Record<UserFlagKey, z.ZodBoolean>);

export const activitySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  category_object: categoryObjectSchema,
  image: z.object({
    url: z.string().nullable()
  })
});

export const activitySchema = z.object({
  id: z.number(),
  promotion_id: z.number().nullable(),
  category: z.string(),
  category_object: categoryObjectSchema,
  week_available: z.number(),
  sequence: z.number(),
  parent_activity_id: z.number().nullable(),
  area_of_interest_ids: z.array(z.number()),
  name: z.string(),
  blurb: z.string().nullable(),
  content: z.string().nullable(),
  image: z.object({
    url: z.string().nullable()
  }),
  question: z.string().nullable(),
  answers: z.array(z.string()),
  correct_answer: z.number().nullable(),
  is_logging: z.boolean(),
  has_quiz: z.boolean(),
  available: z.boolean(),
  bookmarked: z.boolean()
});

export const auditEventSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  actor: z.object({
    id: z.number(),
    name: z.string().nullable(),
    email: z.string().nullable()
  }),
  action: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  promotion_id: z.number().nullable(),
  organization_id: z.number().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable()
});

export const userBadgeSchema = z.object({
  id: z.number(),
  promotion_id: z.number(),
  default_badge_id: z.number().nullable(),
  category: z.string(),
  name: z.string(),
  goal: z.number(),
  goal2: z.number().nullable(),
  hide_until_earned: z.boolean(),
  image: z.object({
    url: z.string().nullable()
  }),
  sequence: z.number(),
  earned: z.boolean(),
  earned_on: z.string().nullable()
});

export const imageSchema = z.object({
  url: z.string().nullable()
});

export const contentItemSchema = z.object({
  id: z.number(),
  promotion_id: z.number().nullable(),
  category: z.string(),
  key: z.string(),
  group: z.string().nullable(),
  sequence: z.number(),
  title: z.string().nullable(),
  title_html: z.string().nullable(),
  summary: z.string().nullable(),
  summary_html: z.string().nullable(),
  content: z.string().nullable(),
  content_html: z.string().nullable(),
  hidden: z.boolean(),
  days_from_start: z.number().nullable(),
  image1: imageSchema,
  image2: imageSchema,
  mobile_image1: imageSchema,
  thumbnail_image: imageSchema,
  email_image: imageSchema,
  custom_fields: z.record(z.string(), z.unknown()),
  is_default: z.boolean(),
  locale: z.string(),
  updated_at: z.string()
});

export const participantRowSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  activities_logged: z.number(),
  scenes_completed: z.number(),
  duos_completed: z.number(),
  location_id: z.number().nullable(),
  location_name: z.string().nullable(),
  sso_identifier: z.string().nullable(),
  is_locked: z.boolean(),
  team_id: z.number().nullable(),
  team_name: z.string().nullable(),
  role: z.string()
});

export const fourthColumnSchema = z.object({
  kind: z.union([z.literal("location"), z.literal("sso_identifier")]),
  label: z.string()
});

export const countPointSchema = z.object({
  label: z.string(),
  count: z.number()
});

export const weekPointSchema = z.object({
  week: z.number(),
  count: z.number()
});

export const teamStandingSchema = z.object({
  id: z.number(),
  name: z.string(),
  member_count: z.number(),
  total_points: z.number(),
  avg_points: z.string()
});

export const coordinatorStatsSchema = z.object({
  participants: z.number(),
  registrations: z.array(countPointSchema),
  active_per_day: z.array(countPointSchema),
  active_per_week: z.array(weekPointSchema),
  activities_per_week: z.array(weekPointSchema),
  activities_by_category: z.array(countPointSchema),
  scenes_completed: z.array(weekPointSchema),
  evaluations: z.array(countPointSchema),
  team_standings: z.array(teamStandingSchema),
  computed_at: z.string()
});

export const postFlagEntrySchema = z.object({
  id: z.number(),
  reason: z.string().nullable(),
  flagged_at: z.string(),
  flagged_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  cleared_at: z.string().nullable(),
  cleared_by: z.object({ id: z.number(), name: z.string() }).nullable()
});

export const flaggedPostSchema = z.object({
  id: z.number(),
  content: z.string(),
  photo_url: z.string().nullable(),
  created_at: z.string(),
  flagged_at: z.string().nullable(),
  author: z.object({
    id: z.number(),
    name: z.string()
  }),
  flagged_by: z.object({
    id: z.number(),
    name: z.string()
  }).nullable(),
  is_comment: z.boolean(),
  reason: z.string().nullable(),
  times_flagged: z.number(),
  history: z.array(postFlagEntrySchema)
});

export const adminTeamSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.number(),
  member_count: z.number(),
  total_points: z.number(),
  avg_points: z.string(),
  leader: z.object({
    id: z.number(),
    name: z.string()
  }).nullable(),
  members: z.array(z.object({
    user_id: z.number(),
    name: z.string(),
    email: z.string(),
    is_leader: z.boolean()
  })),
  invites: z.array(z.object({
    id: z.number(),
    status: z.string().nullable(),
    invite_type: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable()
  }))
});

export const announcementSchema = z.object({
  id: z.number(),
  message: z.string(),
  created_at: z.string(),
  recipients: z.number()
});

export const participantDetailSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  is_locked: z.boolean(),
  sso_identifier: z.string().nullable(),
  location_id: z.number().nullable(),
  location_name: z.string().nullable(),
  team_name: z.string().nullable(),
  activities_logged: z.number(),
  scenes_completed: z.number(),
  duos_completed: z.number(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable()
});

export const duoPersonSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  image: z.object({
    url: z.string().nullable()
  })
});

export const duoImageSchema = z.object({
  image: z.string(),
  sequence: z.number()
});

export const duoTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  video: z.string().nullable(),
  duo_images: z.array(duoImageSchema)
});

export const duoProgressSchema = z.object({
  done: z.number(),
  total: z.number(),
  me_logged_today: z.boolean(),
  partner_logged_today: z.boolean()
});

export const duoSchema = z.object({
  kind: z.literal("duo"),
  id: z.number(),
  state: duoStateSchema,
  stage: duoStageSchema,
  my_side: z.union([z.literal("sender"), z.literal("receiver")]),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  sending_user: duoPersonSchema,
  receiving_user: duoPersonSchema,
  receiver_id: z.number(),
  paired_duo: z.boolean(),
  is_sender_archived: z.boolean(),
  is_receiver_archived: z.boolean(),
  archived_by_me: z.boolean(),
  duo_template_id: z.number(),
  duo_template: duoTemplateSchema,
  progress: duoProgressSchema
});

export const pairQueueItemSchema = z.object({
  kind: z.literal("pair_queue"),
  id: z.number(),
  state: z.literal("queued"),
  created_at: z.string()
});

export const duoListHeadSchema = z.object({
  has_friends: z.boolean(),
  duo_count: z.number(),
  max_duos: z.number(),
  can_start: z.boolean(),
  duos: z.object({
    2: z.array(duoSchema),
    3: z.array(duoSchema),
    4: z.array(z.union([duoSchema, pairQueueItemSchema]))
  })
});

export const duoListSchema = z.tuple([duoListHeadSchema]);

export const duoEndedSchema = z.object({
  id: z.number(),
  ended: z.union([z.literal("declined"), z.literal("withdrawn")])
});

export const duosArchivedSchema = z.object({
  archived_ids: z.array(z.number())
});

export const duoFriendSchema = duoPersonSchema.extend({
  duo_count: z.number(),
  available: z.boolean(),
  has_pending_invitation: z.boolean()
});

export const pairStatusSchema = z.object({
  id: z.number().nullable(),
  state: pairQueueStateSchema.nullable(),
  duo_id: z.number().nullable(),
  duo: duoSchema.nullable()
});

export const adminEligibilitySchema = z.object({
  id: z.number(),
  identifier: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  user_id: z.number().nullable(),
  registered: z.boolean(),
  created_at: z.string()
});

export const eligibilityFileSchema = z.object({
  id: z.number(),
  filename: z.string(),
  kind: eligibilityFileKindSchema,
  status: eligibilityFileStatusSchema,
  total_rows: z.number(),
  rows_processed: z.number(),
  error_count: z.number(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string()
});

export const eligibilityFilePreviewSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  mapping: columnMappingSchema
});

export const rejectedRowSchema = z.object({
  row: z.number().nullable(),
  values: z.array(z.string()),
  reason: z.string()
});

export const eligibilityFileDetailSchema = eligibilityFileSchema.extend({
  preview: eligibilityFilePreviewSchema
});

export const eligibilityFileStatusAnswerSchema = z.object({
  id: z.number(),
  status: eligibilityFileStatusSchema,
  total_rows: z.number(),
  rows_processed: z.number(),
  error_count: z.number()
});

export const customEmailStatusSchema = z.union([z.literal("queued"), z.literal("sending"), z.literal("sent"), z.literal("failed"), z.literal("canceled")]);

export const customEmailJsonSchema = z.object({
  id: z.number(),
  promotion_id: z.number(),
  subject: z.string(),
  body: z.string(),
  recipients: z.string(),
  one_time_recipients: z.array(z.string()),
  filters: z.array(z.string()),
  send_at: z.string(),
  send_at_local: z.string(),
  time_zone: z.string(),
  status: customEmailStatusSchema,
  error: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivery_method: z.string(),
  created_at: z.string(),
  reached_count: z.number().nullable()
});

export const testEmailStatusSchema = z.union([z.literal("pending"), z.literal("sending"), z.literal("send"), z.literal("failed")]);

export const testEmailJsonSchema = z.object({
  id: z.number(),
  key: z.string(),
  recipients: z.array(z.string()),
  subject: z.string().nullable(),
  status: testEmailStatusSchema,
  error: z.string().nullable(),
  created_at: z.string()
});

export const emailPreviewSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string()
});

export const recipientPreviewSchema = z.object({
  email: z.string(),
  user_id: z.number().nullable(),
  name: z.string().nullable(),
  unsubscribed: z.boolean()
});

export const feelsValueSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]).nullable();

export const entryActivitySchema = z.object({
  id: z.number(),
  feels_value: feelsValueSchema,
  user_activity: z.object({
    id: z.number(),
    is_active: z.boolean(),
    tile_number: z.number().nullable(),
    points: z.number(),
    activity: activitySummarySchema
  })
});

export const entrySchema = z.object({
  id: z.number().nullable(),
  recorded_on: z.string(),
  week: z.number(),
  is_recorded: z.boolean(),
  available: z.boolean(),
  locked: z.boolean(),
  is_today: z.boolean(),
  total_points: z.number(),
  entry_points: z.number(),
  entry_activities: z.array(entryActivitySchema)
});

export const evaluationQuestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  prompt: z.string(),
  type_of_prompt: promptTypeSchema,
  data_type: dataTypeSchema,
  options: z.array(z.string()),
  location_tag: z.string().nullable(),
  custom_prompt: z.object({
    id: z.number(),
    prompt: z.string(),
    short_label: z.string().nullable()
  }).nullable(),
  custom_promptable_id: z.number().nullable(),
  is_active: z.boolean(),
  profile_only: z.boolean(),
  display_question: z.boolean(),
  required: z.boolean(),
  flags: z.object({
    is_visible_in_profile: z.boolean(),
    required: z.boolean()
  })
});

export const evaluationDefinitionSchema = z.object({
  id: z.number(),
  name: z.string(),
  message: z.string().nullable(),
  days_from_start: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  eval_definitionable_type: z.string(),
  eval_definitionable_id: z.number(),
  visible_questions: z.string(),
  location_questions: z.string(),
  is_active: z.boolean(),
  is_completed: z.boolean(),
  questions: z.array(evaluationQuestionSchema)
});

export const registrationQuestionSchema = evaluationQuestionSchema.extend({
  location_ids: z.array(z.number()).nullable()
});

export const registrationQuestionsSchema = z.object({
  evaluation_definition: z.object({
    id: z.number(),
    name: z.string(),
    message: z.string().nullable()
  }).nullable(),
  questions: z.array(registrationQuestionSchema)
});

export const storedEvaluationSchema = z.object({
  id: z.number(),
  evaluation_definition_id: z.number(),
  week_number: z.number().nullable(),
  answers: z.record(z.string(), z.string().nullable()),
  created_at: z.string()
});

export const uploadedFileJsonSchema = z.object({
  id: z.number(),
  url: z.string(),
  content_type: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  byte_size: z.number()
});

export const uploadResponseSchema = z.object({
  files: z.tuple([uploadedFileJsonSchema])
});

export const blurResponseSchema = z.object({
  blur_url: z.string()
});

export const friendeeSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  image: z.object({
    url: z.string().nullable()
  }),
  location: z.object({
    id: z.number(),
    name: z.string()
  }).nullable()
});

export const friendSchema = z.object({
  id: z.number(),
  status: z.literal("A"),
  friendee: friendeeSchema
});

export const friendRequestSchema = z.object({
  id: z.number(),
  status: friendshipStatusCodeSchema,
  friender: friendeeSchema,
  friendee_id: z.number().nullable(),
  friendee: friendeeSchema.nullable(),
  friend_email: z.string().nullable(),
  message: z.string().nullable(),
  updated_at: z.string()
});

export const friendshipStatusAnswerSchema = z.object({
  status: friendStatusSchema,
  friendship_id: z.number().nullable()
});

export const userSearchResultSchema = friendeeSchema.extend(friendshipStatusAnswerSchema.shape);

export const inviteResultSchema = z.object({
  invited: z.array(z.object({
    email: z.string(),
    friendship_id: z.number(),
    has_account: z.boolean()
  })),
  skipped: z.array(z.object({
    email: z.string(),
    reason: z.string()
  }))
});

export const friendEmailResultSchema = z.object({
  email_sent: z.literal(true)
});

export const galleryDirectorySchema = z.object({
  type: z.literal("directory"),
  name: z.string(),
  path: z.string()
});

export const galleryFileJsonSchema = z.object({
  type: z.literal("file"),
  id: z.number(),
  name: z.string(),
  path: z.string(),
  url: z.string(),
  content_type: z.string(),
  byte_size: z.number(),
  created_at: z.string(),
  deleted_at: z.string().nullable()
});

export const galleryEntrySchema = z.union([galleryDirectorySchema, galleryFileJsonSchema]);

export const galleryListingSchema = z.object({
  path: z.string(),
  parent: z.string().nullable(),
  data: z.array(galleryEntrySchema)
});

export const giftPersonSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  first_name: z.string(),
  image: z.object({
    url: z.string().nullable()
  })
});

export const targetWorkBonusSchema = z.object({
  id: z.number(),
  applied: z.boolean().nullable(),
  earned_by_name: z.string(),
  earned_by_first_name: z.string(),
  points: z.number(),
  offered_at: z.string().nullable(),
  responded_at: z.string().nullable()
});

export const pendingGiftAnswerSchema = z.object({
  target_work_bonus: targetWorkBonusSchema.nullable(),
  pending_count: z.number()
});

export const giftOfferSchema = z.object({
  id: z.number(),
  applied: z.boolean().nullable(),
  points: z.number(),
  target: giftPersonSchema,
  offered_at: z.string(),
  responded_at: z.string().nullable()
});

export const giftSummarySchema = z.object({
  points: z.number(),
  giftable: z.number(),
  pending_offer: giftOfferSchema.nullable(),
  offers_left_this_week: z.number(),
  can_offer: z.boolean(),
  recent_offers: z.array(giftOfferSchema)
});

export const eligibleGiftUserSchema = giftPersonSchema.extend({
  team_name: z.string().nullable()
});

export const answerGiftInputSchema = z.object({
  target_work_bonus_id: z.number()
});

export const journalProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  image: z.object({
    url: z.string().nullable()
  })
});

export const journalLikeSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  likeable_id: z.number(),
  likeable_type: z.literal("Post"),
  created_at: z.string(),
  user: z.object({
    id: z.number(),
    profile: journalProfileSchema
  })
});

export const journalSceneSchema = z.object({
  id: z.number(),
  user_scene_id: z.number(),
  scene_id: z.number(),
  name: z.string(),
  scene_type: z.string(),
  layout_version: z.number(),
  tile_urls: z.array(z.string()),
  current_state: z.string(),
  sequence: z.number(),
  completed_at: z.string().nullable()
});

export const journalDuoSchema = z.object({
  id: z.number(),
  state: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  duo_template: z.object({
    id: z.number(),
    name: z.string()
  }).nullable(),
  partner: z.object({
    id: z.number(),
    profile: journalProfileSchema
  }).nullable()
});

export const journalPostSchema = z.object({
  id: z.number(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  day: z.string(),
  recorded_on: z.string(),
  user_id: z.number(),
  wallable_id: z.number(),
  wallable_type: z.string(),
  depth: z.number(),
  postable_type: z.string().nullable(),
  scene: journalSceneSchema.nullable(),
  duo: journalDuoSchema.nullable(),
  likes: z.array(journalLikeSchema),
  like_count: z.number(),
  liked_by_me: z.boolean(),
  is_mine: z.boolean()
});

export const journeySummarySchema = z.object({
  completed_scene_count: z.number(),
  completed_duo_count: z.number(),
  reflection_count: z.number(),
  points: z.number()
});

export const leaderboardProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  image: z.object({
    url: z.string().nullable()
  })
});

export const individualLeaderboardRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  rank: z.number(),
  score: z.number(),
  location_id: z.number().nullable(),
  profile: leaderboardProfileSchema
});

export const teamLeaderboardRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  rank: z.number(),
  score: z.number(),
  total_points: z.number(),
  avg_points: z.number(),
  member_count: z.number(),
  leader: z.object({
    id: z.number(),
    location_id: z.number().nullable(),
    top_level_location_id: z.number().nullable()
  }).nullable(),
  profile: z.null()
});

export const locationLeaderboardRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  rank: z.number(),
  score: z.number(),
  total_points: z.number(),
  participant_count: z.number(),
  has_children: z.boolean(),
  profile: z.null()
});

export const myRankSchema = z.object({
  rank: z.number(),
  score: z.number()
});

export const personBoardKindSchema = z.union([z.literal("individual"), z.literal("friends")]);

export const personBoardMetaSchema = z.object({
  board: personBoardKindSchema,
  my_rank: myRankSchema.nullable(),
  truncated: z.boolean()
});

export const teamBoardMetaSchema = z.object({
  board: z.literal("team"),
  competition_id: z.number(),
  my_rank: myRankSchema.extend({
    team_id: z.number()
  }).nullable()
});

export const locationBoardMetaSchema = z.object({
  board: z.literal("location"),
  score: z.literal("average_points"),
  parent_location_id: z.number().nullable(),
  my_location_id: z.number().nullable()
});

export const myBoardRankSchema = z.union([myRankSchema.extend({
    opted_in: z.literal(true)
  }), z.object({
    rank: z.null(),
    score: z.null(),
    opted_in: z.literal(false)
  })]);

export const adminLocationSchema: z.ZodSchema<AdminLocation> = z.lazy(() => z.object({
  id: z.number(),
  name: z.string(),
  promotion_id: z.number(),
  parent_location_id: z.number().nullable(),
  sequence: z.number(),
  tag: z.string().nullable(),
  user_count: z.number(),
  locations: z.array(adminLocationSchema)
}));

export const loggableActivitySchema = z.object({
  id: z.number(),
  user_activity_id: z.number(),
  activity_id: z.number(),
  created_at: z.string(),
  activity: activitySummarySchema
});

export const homePromotionSchema = z.object({
  id: z.number(),
  api_version: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  logging_ends_on: z.string(),
  current_date: z.string(),
  current_week: z.number(),
  weeks: z.number(),
  has_started: z.boolean(),
  has_logging_ended: z.boolean(),
  has_ended: z.boolean(),
  default_goal: z.number(),
  daily_activity_allowance: z.number(),
  daily_activity_minimum: z.number(),
  max_activities_day: z.number(),
  trivia_points: z.number(),
  entry_points: z.number(),
  activity_points: z.number()
});

export const userSceneSchema = z.object({
  id: z.number(),
  current_state: sceneStateSchema,
  is_archived: z.boolean(),
  sequence: z.number(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  tile_count: z.number(),
  logged_count: z.number(),
  logged_tiles: z.array(z.number()),
  scene: z.object({
    id: z.number(),
    name: z.string(),
    scene_type: z.string(),
    layout_version: z.number(),
    tile_urls: z.array(z.string())
  })
});

export const tileSchema = z.object({
  id: z.number(),
  user_activity_id: z.number(),
  tile_number: z.number().nullable(),
  created_at: z.string(),
  recorded_on: z.string().nullable(),
  is_active: z.boolean(),
  activity: activitySummarySchema
});

export const homeSchema = z.object({
  date: z.string(),
  is_today: z.boolean(),
  week: z.number(),
  promotion: homePromotionSchema,
  user_scene: userSceneSchema.nullable(),
  logged_activities: z.array(tileSchema),
  previous_scenes: z.array(userSceneSchema),
  previous_scenes_meta: z.object({
    total_records: z.number(),
    page: z.number(),
    page_size: z.number()
  }),
  completed_scene_count: z.number(),
  logging_status: loggingStatusSchema,
  activities_logged: z.number(),
  actions_remaining: z.number(),
  loggable_activity: loggableActivitySchema.nullable(),
  entry: entrySchema,
  total_points: z.number(),
  goal_hit: z.boolean(),
  seen_goal_hit: z.boolean()
});

export const userActivitySchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  activity: activitySummarySchema,
  category_object: categoryObjectSchema,
  recorded_on: z.string().nullable(),
  created_at: z.string(),
  date_answered: z.string().nullable(),
  is_active: z.boolean(),
  answer_idx: z.number().nullable(),
  points: z.number(),
  user_scene_id: z.number().nullable(),
  tile_number: z.number().nullable(),
  is_logged: z.boolean(),
  entry_activity: z.object({
    id: z.number(),
    entry_id: z.number(),
    feels_value: feelsValueSchema
  }).nullable()
});

export const quizAnswerSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  answer_idx: z.number(),
  is_correct: z.boolean(),
  points: z.number(),
  recorded_on: z.string().nullable(),
  created_at: z.string()
});

export const quizResultSchema = z.object({
  correct: z.boolean(),
  message: z.string(),
  points_message: z.string().nullable(),
  points_added: z.number(),
  credited_on: z.string().nullable(),
  already_answered: z.boolean(),
  correct_answer: z.number().nullable(),
  user_quiz_answer: quizAnswerSchema
});

export const quizCheckSchema = z.object({
  correct: z.boolean(),
  correct_answer: z.number()
});

export const conversationTypeSchema = z.union([z.literal("g"), z.literal("t"), z.literal("i")]);

export const conversationMemberSchema = z.object({
  user_id: z.number(),
  friendee_id: z.number(),
  full_name: z.string(),
  image: z.object({
    url: z.string().nullable()
  })
});

export const messageSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  content: z.string(),
  image: z.object({
    url: z.string().nullable()
  }),
  action: z.union([z.literal("message"), z.literal("created")]),
  user_id: z.number(),
  user_name: z.string(),
  user_image: z.string().nullable(),
  created_at: z.string(),
  created_at_milliseconds: z.number()
});

export const conversationSchema = z.object({
  id: z.number(),
  conversation_type: conversationTypeSchema,
  conversation_type_id: z.number().nullable(),
  name: z.string().nullable(),
  conversation_name: z.string(),
  members: z.array(conversationMemberSchema),
  current_messages: z.array(messageSchema),
  unseen: z.boolean(),
  muted: z.boolean(),
  last_seen_at_milliseconds: z.number().nullable(),
  last_message_at: z.string().nullable(),
  has_more_messages: z.boolean(),
  removed: z.boolean()
});

export const conversationListSchema = z.object({
  data: z.array(conversationSchema),
  meta: z.object({
    total_records: z.number()
  })
});

export const threadPageSchema = z.object({
  data: z.array(messageSchema),
  meta: z.object({
    has_more_messages: z.boolean()
  })
});

export const notificationTypeSchema = z.union([z.literal("post"), z.literal("message"), z.literal("team"), z.literal("friend"), z.literal("duo"), z.literal("device"), z.literal("badge"), z.literal("announcement"), z.literal("other")]);

export const notificationSchema = z.object({
  id: z.number(),
  key: z.string(),
  type: notificationTypeSchema,
  title: z.string().nullable(),
  message: z.string(),
  excerpt: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  seen: z.boolean(),
  cleared: z.boolean(),
  created_at: z.string()
});

export const headerCountsSchema = z.object({
  friends: z.number(),
  team_requests: z.number(),
  duo_requests: z.number(),
  journey_goal: z.boolean(),
  notifications: z.number(),
  messages: z.number()
});

export const markNotificationsResultSchema = z.object({
  updated: z.number(),
  unseen_count: z.number()
});

export const canRegisterSchema = z.object({
  can_register: z.boolean(),
  reason: registrationBlockReasonSchema.nullable(),
  message: z.string().nullable()
});

export const eligibilityRecordSchema = z.object({
  valid: z.literal(true),
  id: z.number(),
  identifier: z.string(),
  first_name: z.string().optional().nullable(),
  last_name: z.string().optional().nullable()
});

export const eligibilityProofSchema = z.object({
  email: z.string().optional(),
  last_name: z.string().optional()
});

export const onboardingStateSchema = z.object({
  just_registered: z.boolean(),
  has_been_home: z.boolean(),
  has_seen_home_walkthrough: z.boolean(),
  started_home_walkthrough: z.boolean(),
  pending_evaluation_id: z.number().nullable(),
  pending_survey_id: z.number().nullable(),
  prompt_path: z.string().nullable(),
  prompt_waits: z.boolean(),
  prompt_offer: z.boolean()
});

export const areaOfInterestSchema = z.object({
  id: z.number(),
  name: z.string(),
  display: z.string().nullable(),
  category: z.string().nullable(),
  sequence: z.number()
});

export const gettingStartedSchema = z.object({
  data: z.array(areaOfInterestSchema),
  min_choices: z.number(),
  max_choices: z.number(),
  area_of_interest: z.array(z.number())
});

export const savedInterestsSchema = z.object({
  data: z.array(areaOfInterestSchema),
  area_of_interest: z.array(z.number())
});

export const pilotAuthenticatedSchema = z.object({
  authenticated: z.literal(true),
  promotion_id: z.number()
});

export const emailAvailableSchema = z.object({
  valid: z.literal(true)
});

export const passwordResetRequestedSchema = z.object({
  email_sent: z.literal(true)
});

export const passwordResetCheckSchema = z.object({
  allow: z.boolean()
});

export const passwordResetDoneSchema = z.object({
  reset: z.literal(true),
  email: z.string()
});

export const unsubscribedSchema = z.object({
  unsubscribed: z.literal(true)
});

export const registrationLocationChoiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number().nullable(),
  is_leaf: z.boolean()
});

export const organizationSchema = z.object({
  id: z.number(),
  name: z.string(),
  reseller_id: z.number().nullable(),
  reseller_name: z.string().nullable(),
  promotions_count: z.number(),
  password_min_length: z.number(),
  password_max_length: z.number(),
  password_min_letters: z.number(),
  password_min_numbers: z.number(),
  password_min_symbols: z.number(),
  password_regular_expression_string: z.string().nullable(),
  password_help_message: z.string().nullable(),
  flags: organizationFlagsSchema,
  is_sso_enabled: z.boolean(),
  sso_label: z.string().nullable(),
  sso_login_url: z.string().nullable(),
  sso_redirect: z.string().nullable(),
  is_staywell: z.boolean(),
  privacy_floor: z.number(),
  retention_days: z.number(),
  has_wskey: z.boolean(),
  created_at: z.string(),
  updated_at: z.string()
});

export const organizationWithKeySchema = organizationSchema.extend({
  wskey: z.string()
});

export const homePageDataSchema = z.object({
  firstName: z.string(),
  programName: z.string(),
  timeZone: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  currentDate: z.string(),
  currentWeek: z.number(),
  weeks: z.number(),
  hasEnded: z.boolean(),
  links: z.object({
    journey: z.boolean(),
    leaderboard: z.boolean(),
    activities: z.boolean()
  })
});

export const locationOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number().nullable()
});

export const registrationPageDataSchema = z.object({
  programName: z.string(),
  status: canRegisterSchema,
  eligibilityLabel: z.string().nullable(),
  locations: z.array(locationOptionSchema),
  locationLabels: z.array(z.string()),
  show: z.object({
    gender: z.boolean(),
    birthday: z.boolean(),
    phone: z.boolean(),
    address: z.boolean(),
    timeZone: z.boolean(),
    individualLeaderboard: z.boolean()
  }),
  promotionTimeZone: z.string(),
  registrationQuestions: registrationQuestionsSchema,
  content: z.object({
    intro: contentItemSchema.nullable(),
    termsAgreement: contentItemSchema.nullable(),
    leaderboardOptIn: contentItemSchema.nullable(),
    eligibilityIntro: contentItemSchema.nullable(),
    eligibilityHelp: contentItemSchema.nullable()
  })
});

export const welcomeLoginDataSchema = z.object({
  signedInAs: z.string().nullable(),
  defaultEmail: z.string(),
  openLogin: z.boolean(),
  returnTo: z.string().nullable(),
  askedToLogIn: z.boolean(),
  passwordWasReset: z.boolean().optional()
});

export const welcomePageContentSchema = z.object({
  access: z.union([z.literal("open"), z.literal("pilot"), z.literal("soon")]),
  slides: z.array(contentItemSchema),
  overlay: contentItemSchema.nullable(),
  countdown: contentItemSchema.nullable(),
  launchAt: z.string().nullable(),
  video: z.object({
    url: z.string(),
    captionUrl: z.string().nullable()
  }).nullable(),
  resetToken: z.string().nullable(),
  registration: canRegisterSchema.nullable()
});

export const suppressedLabelSchema = z.templateLiteral(['< ', z.number()]);

export const shownCountSchema = z.union([z.number(), suppressedLabelSchema]);

export const shownPointSchema = z.object({
  label: z.string(),
  count: shownCountSchema
});

export const shownWeekPointSchema = z.object({
  week: z.number(),
  count: shownCountSchema
});

export const shownTeamStandingSchema = teamStandingSchema.omit({ "member_count": true, "total_points": true, "avg_points": true }).extend({
  member_count: shownCountSchema,
  total_points: shownCountSchema,
  avg_points: z.string()
});

/** An activity in another language (issue 36): an empty field shows the activity's own. */
const activityTranslationSchema = z.object({
  name: z.string().nullable(),
  blurb: z.string().nullable(),
  content: z.string().nullable(),
  question: z.string().nullable(),
  answers: z.array(z.string())
});

export const adminActivitySchema = activitySchema.omit({ "has_quiz": true, "available": true, "bookmarked": true }).extend({
  locale: z.string(),
  translations: z.partialRecord(z.enum(LOCALES), activityTranslationSchema)
});

export const adminAreaSchema = z.object({
  id: z.number(),
  promotion_id: z.number().nullable(),
  name: z.string(),
  display: z.string().nullable(),
  category: z.string().nullable(),
  sequence: z.number()
});

export const adminBadgeSchema = z.object({
  id: z.number(),
  promotion_id: z.number(),
  default_badge_id: z.number().nullable(),
  category: z.string(),
  name: z.string(),
  goal: z.number(),
  goal2: z.number().nullable(),
  hide_until_earned: z.boolean(),
  image: z.object({
    url: z.string().nullable()
  }),
  sequence: z.number(),
  is_default: z.boolean(),
  is_override: z.boolean()
});

export const collectionItemSchema = z.object({
  id: z.number(),
  item_type: collectionItemTypeSchema,
  item_id: z.number(),
  name: z.string(),
  detail: z.string().nullable(),
  week_available: z.number().nullable(),
  sequence: z.number(),
  promotion_id: z.number().nullable()
});

export const activityCollectionSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  promotion_id: z.number().nullable(),
  promotion_name: z.string().nullable(),
  activity_count: z.number(),
  area_count: z.number()
});

export const activityCollectionDetailSchema = activityCollectionSummarySchema.extend({
  activities: z.array(collectionItemSchema),
  areas_of_interest: z.array(collectionItemSchema)
});

export const promotionCompetitionSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  enrollment_starts_on: z.string(),
  enrollment_ends_on: z.string(),
  competition_starts_on: z.string(),
  competition_ends_on: z.string(),
  team_size_min: z.number(),
  team_size_max: z.number(),
  during_enrollment: z.boolean(),
  during_competition: z.boolean(),
  after_competition: z.boolean()
});

export const promotionOrganizationSchema = passwordPolicySchema.extend({
  id: z.number(),
  name: z.string(),
  is_sso_enabled: z.boolean(),
  sso_label: z.string().nullable(),
  sso_login_url: z.string().nullable(),
  flags: z.object({
    allow_autocomplete: z.boolean()
  })
});

export const currentPromotionSchema = promotionTimelineSchema.extend(promotionFlagsSchema.shape).extend({
  id: z.number(),
  name: z.string(),
  program_name: z.string().nullable(),
  subdomain: z.string(),
  domain: z.string().nullable(),
  theme: z.string(),
  logo: z.string().nullable(),
  organization_id: z.number(),
  time_zone: z.string(),
  default_locale: z.string().nullable(),
  program_length: z.number(),
  registration_starts_on: z.string().nullable(),
  registration_ends_on: z.string().nullable(),
  launch_on: z.string().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  logging_ends_on: z.string().nullable(),
  disabled_on: z.string().nullable(),
  is_closed: z.boolean(),
  duo_ended: z.boolean(),
  is_active: z.boolean(),
  max_registrations: z.number().nullable(),
  is_parent: z.boolean(),
  parent_promotion_id: z.number().nullable(),
  is_launchpad: z.boolean(),
  is_default: z.boolean(),
  default_goal: z.number(),
  daily_activity_allowance: z.number(),
  daily_activity_minimum: z.number(),
  max_activities_day: z.number(),
  min_interest_choice: z.number(),
  max_interest_choice: z.number(),
  trivia_points: z.number(),
  bonus_points: z.number(),
  entry_points: z.number(),
  works_point_value: z.number(),
  activity_feels: z.boolean(),
  default_competition_collection_id: z.number().nullable(),
  collection_id: z.number().nullable(),
  duo_collection_id: z.number().nullable(),
  attraction_label: z.string(),
  attraction_label_plural: z.string(),
  friend_label: z.string(),
  friend_label_plural: z.string(),
  point_label: z.string(),
  point_label_plural: z.string(),
  level_label: z.string(),
  level_label_plural: z.string(),
  wall_label: z.string(),
  location_labels: z.array(z.string()),
  display_team_feature: z.boolean(),
  video_url: z.string().nullable(),
  video_button_url: z.string().nullable(),
  video_caption_url: z.string().nullable(),
  api_version: z.number(),
  websocket_channel: z.string().nullable(),
  has_pilot_password: z.boolean(),
  is_date_pinned: z.boolean(),
  current_competition: promotionCompetitionSchema.nullable(),
  flags: promotionFlagsSchema,
  organization: promotionOrganizationSchema
});

export const pushRecipientSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  devices: z.number()
});

export const pushPreviewSchema = z.object({
  data: z.array(pushRecipientSchema),
  count: z.number(),
  reachable: z.number()
});

export const pushJobJsonSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  filters: z.array(z.string()),
  recipients: z.string().nullable(),
  recipient_count: z.number(),
  status: z.union([z.literal("queued"), z.literal("sending"), z.literal("sent"), z.literal("failed")]),
  error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string()
});

export const recipeCategoryTagSchema = z.object({
  category: z.string(),
  category_type: z.string()
});

export const recipeSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  summary: z.string(),
  image: z.object({
    url: z.string().nullable()
  }),
  courses: z.array(z.string()),
  servings: z.number().nullable(),
  active_time: z.number().nullable(),
  total_time: z.number().nullable(),
  rating: z.number().nullable(),
  rating_count: z.number(),
  user_rating: z.number().nullable(),
  favorited: z.boolean()
});

export const recipeSchema = recipeSummarySchema.extend({
  instructions_html: z.string().nullable(),
  ingredients: z.array(z.object({
    item: z.string()
  })),
  recipe_categories: z.array(recipeCategoryTagSchema),
  health_categories: z.array(z.string())
});

export const userRatingSchema = z.object({
  recipe_id: z.number(),
  score: z.number().nullable(),
  stored_score: z.number().nullable(),
  rating: z.number().nullable(),
  rating_count: z.number()
});

export const userLikeSchema = z.object({
  id: z.number(),
  favorited: z.boolean()
});

export const contentEmailResultSchema = z.object({
  sent: z.number(),
  message: z.string()
});

export const reportFieldJsonSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  display_name: z.string(),
  filter_by_dates: z.boolean()
});

export const reportJsonSchema = z.object({
  id: z.number(),
  name: z.string(),
  report_type: reportTypeSchema,
  fields: z.array(z.string()),
  filters: z.array(z.object({
    field: z.string(),
    sign: filterSignSchema,
    value: z.string()
  })),
  sql: z.string().nullable(),
  parent_id: z.number().nullable(),
  is_custom: z.boolean(),
  as_custom: z.boolean(),
  created_by_master: z.boolean(),
  promotion_id: z.number(),
  can_save: z.boolean(),
  can_delete: z.boolean()
});

export const reportCellSchema = z.union([z.string(), z.number(), z.boolean()]).nullable();

export const reportResultSchema = z.object({
  fields: z.array(z.object({
    name: z.string(),
    display_name: z.string()
  })),
  rows: z.array(z.array(reportCellSchema)),
  limited: z.boolean(),
  row_limit: z.number(),
  suppressed: z.number()
});

export const eopCountSchema = z.union([z.number(), z.string()]);

export const eopReportSchema = z.object({
  promotion: z.object({
    id: z.number(),
    name: z.string(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable()
  }),
  location: z.object({
    id: z.number(),
    name: z.string()
  }).nullable(),
  generated_at: z.string(),
  totals: z.object({
    participants: eopCountSchema,
    active_participants: eopCountSchema,
    activities_logged: eopCountSchema,
    scenes_completed: eopCountSchema,
    duos_completed: eopCountSchema,
    evaluations_completed: eopCountSchema,
    average_points: eopCountSchema
  }),
  by_category: z.array(z.object({
    category: z.string(),
    count: eopCountSchema
  })),
  registrations_by_week: z.array(z.object({
    week: z.string(),
    count: eopCountSchema
  })),
  by_location: z.array(z.object({
    location: z.string(),
    participants: eopCountSchema,
    active: eopCountSchema,
    activities: eopCountSchema
  })),
  suppressed: z.number()
});

export const resellerSchema = z.object({
  id: z.number(),
  name: z.string(),
  organizations_count: z.number(),
  promotions_count: z.number(),
  created_at: z.string(),
  updated_at: z.string()
});

export const scimTokenStateSchema = z.object({
  token: z.object({
    hint: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable()
  }).nullable(),
  users: z.number(),
  active_users: z.number()
});

export const settingsAddressSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable()
});

export const userSettingsSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: roleSchema,
  promotion_id: z.number().nullable(),
  location_id: z.number().nullable(),
  sso_identifier: z.string().nullable(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  locale: z.enum(LOCALES).nullable(),
  profile: z.object({
    first_name: z.string(),
    last_name: z.string(),
    image_url: z.string().nullable(),
    gender: z.string().nullable(),
    birthday: z.string().nullable(),
    phone: z.string().nullable(),
    address: settingsAddressSchema.nullable(),
    time_zone: z.string().nullable()
  }),
  fields: z.object({
    gender: z.boolean(),
    birthday: z.boolean(),
    phone: z.boolean(),
    address: z.boolean(),
    time_zone: z.boolean(),
    location: z.boolean()
  }),
  password: z.object({
    changeable: z.boolean(),
    requires_current: z.boolean(),
    policy: passwordPolicySchema
  }),
  locations: z.array(z.object({
    id: z.number(),
    name: z.string()
  })),
  devices_enabled: z.boolean()
});

export const settingsSavedSchema = z.object({
  user: userSettingsSchema,
  sessions_ended: z.number()
});

export const dataExportStatusSchema = z.union([z.literal("queued"), z.literal("running"), z.literal("ready"), z.literal("failed")]);

export const dataExportSchema = z.object({
  id: z.string(),
  status: dataExportStatusSchema,
  progress: z.number(),
  file_name: z.string().nullable(),
  byte_size: z.number().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  download_url: z.string().nullable()
});

export const accountDeletedSchema = z.object({
  deleted: z.literal(true)
});

export const ssoExtraDataTypeSchema = z.enum(SSO_EXTRA_DATA_TYPES);

export const ssoExtraSchema = z.object({
  id: z.number(),
  promotion_id: z.number(),
  name: z.string().nullable(),
  data_type: ssoExtraDataTypeSchema,
  path: z.string()
});

export const oidcSettingsSchema = z.object({
  organization_id: z.number(),
  configured: z.boolean(),
  issuer: z.string(),
  client_id: z.string(),
  has_client_secret: z.boolean(),
  scopes: z.string(),
  identifier_claim: z.string(),
  email_claim: z.string(),
  first_name_claim: z.string(),
  last_name_claim: z.string(),
  redirect_uris: z.array(z.string())
});

export const ssoTestReportSchema = z.object({
  issuer: z.string(),
  claims: z.record(z.string(), z.unknown()),
  mapped: z.object({
    sso_identifier: z.string().nullable(),
    email: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable()
  }),
  extras: z.array(z.object({
    promotion: z.string(),
    name: z.string().nullable(),
    path: z.string(),
    value: z.unknown(),
    problem: z.string().nullable()
  })),
  problems: z.array(z.string())
});

export const ssoTestStatusSchema = z.union([z.literal("pending"), z.literal("succeeded"), z.literal("failed")]);

export const ssoTestRunSchema = z.object({
  id: z.string(),
  status: ssoTestStatusSchema,
  discovery: z.object({
    issuer: z.string(),
    authorization_endpoint: z.string(),
    token_endpoint: z.string(),
    end_session_endpoint: z.string().nullable()
  }).nullable(),
  authorization_url: z.string().nullable(),
  report: ssoTestReportSchema.nullable(),
  errors: z.array(z.string())
});

export const ssoKeyTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().nullable(),
  errors: z.array(z.string())
});

export const categoryCountSchema = z.object({
  key: z.string(),
  display: z.string(),
  count: z.number()
});

export const statsWeekSchema = z.object({
  week: z.number(),
  points: z.number(),
  by_category: z.record(z.enum(CATEGORY_KEYS), z.number())
});

export const userStatsSchema = z.object({
  user_id: z.number(),
  points: z.object({
    value: z.number(),
    bonus_given: z.number(),
    activity_points: z.number(),
    quiz_points: z.number(),
    bonus_points: z.number(),
    entry_points: z.number()
  }),
  activity: z.object({
    best_category: z.string().nullable(),
    best_category_display: z.string().nullable(),
    total: z.number(),
    by_category: z.array(categoryCountSchema)
  }),
  completed_scene_count: z.number(),
  completed_duo_count: z.number(),
  badge_count: z.number(),
  weeks: z.array(statsWeekSchema),
  level: z.object({
    id: z.number(),
    name: z.string(),
    sequence: z.number(),
    number: z.number()
  }).nullable(),
  star_badge: z.object({
    level: starBadgeLevelSchema,
    completed_scene_count: z.number(),
    goal: z.number(),
    thresholds: starBadgeThresholdsSchema
  })
});

export const subscriptionSwitchSchema = z.enum(SUBSCRIPTION_SWITCHES);

export const subscriptionLevelSchema = z.enum(SUBSCRIPTION_LEVELS);

export const subscriptionFieldSchema = z.union([subscriptionSwitchSchema, subscriptionLevelSchema]);

export const subscriptionValuesSchema = z.object({
  email_friend_requests: z.boolean(), email_wall_posts: z.boolean(), email_team: z.boolean(), email_gallery: z.boolean(), email_badges: z.boolean(),
  email_daily: z.union([z.literal(0), z.literal(1)]), email_duo: z.union([z.literal(0), z.literal(1)]),
  email_unsubscribe_all: z.boolean(),
});

export const emailSubscriptionSchema = subscriptionValuesSchema.extend({
  user_id: z.number(),
  updated_at: z.string().nullable()
});

export const promotionGroupSchema = z.object({
  organization: z.object({
    id: z.number(),
    name: z.string()
  }),
  promotions: z.array(z.object({
    id: z.number(),
    name: z.string(),
    subdomain: z.string(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    is_parent: z.boolean()
  }))
});

export const coveredPromotionSchema = z.object({
  id: z.number(),
  name: z.string(),
  subdomain: z.string(),
  organization_name: z.string()
});

export const superCoordinatorSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  covered_count: z.number()
});

export const lockedAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  promotion: z.object({
    id: z.number(),
    name: z.string()
  }).nullable()
});

export const contactRequestSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  organization: z.string().nullable(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  extra_tags: z.array(z.string()),
  created_at: z.string()
});

export const feedbackSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  feedback: z.string(),
  request_url: z.string().nullable(),
  created_at: z.string()
});

export const appLinkSchema = z.object({
  url: z.string(),
  label: z.string()
});

export const teamPersonSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  image: z.object({
    url: z.string().nullable()
  }),
  location: z.object({
    id: z.number(),
    name: z.string()
  }).nullable()
});

export const teamMemberSchema = z.object({
  id: z.number(),
  user: teamPersonSchema,
  user_id: z.number(),
  contributed: z.number(),
  max_contribution: z.number().nullable(),
  is_leader: z.boolean(),
  team_id: z.number(),
  promotion_id: z.number()
});

export const teamInviteSchema = z.object({
  id: z.number(),
  team_id: z.number(),
  team: z.object({
    id: z.number(),
    name: z.string(),
    status: teamStatusSchema,
    member_count: z.number(),
    is_full: z.boolean()
  }),
  user_id: z.number().nullable(),
  user: teamPersonSchema.nullable(),
  email: z.string().nullable(),
  invite_type: teamInviteTypeSchema,
  status: teamInviteStatusCodeSchema,
  invited_by_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string()
});

export const teamSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: teamStatusSchema,
  competition_id: z.number(),
  leader: teamPersonSchema.nullable(),
  is_full: z.boolean(),
  member_count: z.number(),
  total_points: z.number(),
  avg_points: z.number(),
  completed_works_count: z.number(),
  has_work: z.boolean(),
  team_members: z.array(teamMemberSchema).nullable(),
  team_invites: z.array(teamInviteSchema).nullable(),
  is_my_team: z.boolean(),
  is_leader: z.boolean(),
  created_at: z.string()
});

export const teamListMetaSchema = z.object({
  competition_id: z.number().nullable(),
  team_size_min: z.number().nullable(),
  team_size_max: z.number().nullable(),
  during_enrollment: z.boolean()
});

export const rankedTeamSchema = teamSchema.extend({
  rank: z.number()
});

export const teamActivitySchema = z.object({
  id: z.number(),
  user_id: z.number(),
  activity_id: z.number(),
  name: z.string(),
  category: z.string(),
  recorded_on: z.string(),
  points: z.number()
});

export const teamWeekActivitySchema = z.object({
  team_id: z.number(),
  week: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  members: z.array(z.object({
    user: teamPersonSchema,
    is_leader: z.boolean(),
    week_points: z.number(),
    activities: z.array(teamActivitySchema)
  }))
});

export const teamWeeklyWinnerSchema = z.object({
  id: z.number(),
  week: z.number(),
  rank: z.number(),
  award: z.string().nullable(),
  points: z.number(),
  team: z.object({
    id: z.number(),
    name: z.string(),
    member_count: z.number()
  })
});

export const weeklyWinnersMetaSchema = z.object({
  competition_id: z.number().nullable(),
  week: z.number(),
  current_week: z.number(),
  weeks: z.number(),
  awarded: z.boolean()
});

export const teamMemberRemovalSchema = z.object({
  team_id: z.number(),
  user_id: z.number(),
  team_deleted: z.boolean()
});

export const tipSchema = contentItemSchema.extend({
  favorited: z.boolean()
});

export const tipShareSchema = z.object({
  id: z.number(),
  custom_content_id: z.number(),
  via: z.string(),
  created_at: z.string()
});

export const userProfileSchema = z.object({
  id: z.number().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  image: z.object({
    url: z.string().nullable()
  })
});

export const currentUserSchema = userFlagsSchema.extend({
  id: z.number(),
  role: roleSchema,
  email: z.string(),
  promotion_id: z.number().nullable(),
  location_id: z.number().nullable(),
  is_locked: z.boolean(),
  sso_identifier: z.string().nullable(),
  opted_in_individual_leaderboard: z.boolean(),
  opted_in_friends_leaderboard: z.boolean(),
  created_at: z.string(),
  profile: userProfileSchema,
  team_id: z.number().nullable(),
  team_name: z.string().nullable(),
  on_official_team: z.boolean(),
  locale: z.enum(LOCALES).nullable(),
  flags: userFlagsSchema
});

export const publicUserSchema = z.object({
  id: z.number(),
  location_id: z.number().nullable(),
  profile: userProfileSchema
});

export const sharedUserInfoSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  image: z.object({
    url: z.string().nullable()
  }),
  location: z.object({
    id: z.number(),
    name: z.string()
  }).nullable(),
  team: z.object({
    id: z.number(),
    name: z.string()
  }).nullable(),
  completed_duo_count: z.number().nullable(),
  completed_scene_count: z.number().nullable()
});

export const profilePhotoSchema = z.object({
  image: z.string().nullable(),
  user_id: z.number()
});

export const wallImageSchema = z.object({
  url: z.string().nullable()
});

export const wallPhotoSchema = wallImageSchema.extend({
  width: z.number().nullable(),
  height: z.number().nullable()
});

export const wallAuthorSchema = z.object({
  id: z.number().nullable(),
  profile: z.object({
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    image: wallImageSchema,
    location: z.object({
      id: z.number(),
      name: z.string()
    }).nullable(),
    is_wall_expert: z.boolean()
  })
});

export const wallLikeSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  likeable_id: z.number(),
  likeable_type: z.literal("Post"),
  created_at: z.string(),
  user: z.object({
    id: z.number(),
    profile: z.object({
      first_name: z.string(),
      last_name: z.string(),
      full_name: z.string(),
      image: wallImageSchema
    })
  })
});

export const taggedUserSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  image: wallImageSchema
});

export const postableSummarySchema = z.object({
  type: postableTypeSchema,
  id: z.number(),
  title: z.string(),
  summary: z.string().nullable(),
  image_url: z.string().nullable(),
  link: z.string()
});

export const postAbilitiesSchema = z.object({
  delete: z.boolean(),
  report: z.boolean(),
  unreport: z.boolean(),
  follow: z.boolean(),
  view_flagged: z.boolean(),
  remove_tag: z.boolean(),
  open_user_popup: z.boolean()
});

export const wallPostSchema: z.ZodSchema<WallPost> = z.lazy(() => z.object({
  id: z.number(),
  content: z.string(),
  user_id: z.number().nullable(),
  user: wallAuthorSchema,
  wallable_type: wallableTypeSchema,
  wallable_id: z.number(),
  parent_post_id: z.number().nullable(),
  depth: z.number(),
  type: z.union([z.literal("Post"), z.literal("Comment")]),
  tagged_users: z.array(taggedUserSchema),
  postable_type: postableTypeSchema.nullable(),
  postable_id: z.number().nullable(),
  postable: postableSummarySchema.nullable(),
  photo: wallPhotoSchema.nullable(),
  likes: z.array(wallLikeSchema),
  like_count: z.number(),
  liked_by_me: z.boolean(),
  is_flagged: z.boolean(),
  flagged_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  is_mine: z.boolean(),
  following_author: z.boolean(),
  abilities: postAbilitiesSchema,
  posts: z.array(wallPostSchema),
  comment_count: z.number()
}));

export const followSchema = z.object({
  id: z.union([z.number(), z.literal("following")]),
  user_id: z.number(),
  profile: z.object({
    full_name: z.string(),
    image: wallImageSchema
  })
});

export const tagRemovalSchema = z.object({
  tagged_users: z.array(taggedUserSchema)
});

export const taggableFriendSchema = z.object({
  friendee: z.object({
    id: z.number(),
    full_name: z.string(),
    image: wallImageSchema
  }),
  is_tagged: z.boolean()
});

export const wallPromotionSchema = z.object({
  id: z.number(),
  name: z.string(),
  websocket_channel: z.string()
});

export const loggedHomeSchema = homeSchema.extend({
  logged: z.object({
    user_activity_id: z.number(),
    scene_completed: z.boolean()
  })
});

// Lists: {data, meta} with what each adds to its meta.
export const activityListSchema = listResponseSchema(activitySchema);
export const auditListSchema = listResponseSchema(auditEventSchema);
export const userBadgesSchema = listResponseSchema(userBadgeSchema, { earned_count: z.number() });
export const contentListSchema = listResponseSchema(contentItemSchema);
export const rejectedRowListSchema = listResponseSchema(rejectedRowSchema, { columns: z.array(z.string()) });
export const participantPageSchema = listResponseSchema(participantRowSchema, { total: z.number(), total_capped: z.boolean(), participants_total: z.number().nullable(), next_cursor: z.string().nullable(), fourth_column: fourthColumnSchema });
export const duoTemplateListSchema = listResponseSchema(duoTemplateSchema);
export const duoFriendListSchema = listResponseSchema(duoFriendSchema);
export const eligibilityListSchema = listResponseSchema(adminEligibilitySchema, { label: z.string(), registered_records: z.number() });
export const weekEntriesSchema = listResponseSchema(entrySchema, { week: z.number() });
export const friendListSchema = listResponseSchema(friendSchema);
export const friendRequestListSchema = listResponseSchema(friendRequestSchema);
export const userSearchListSchema = listResponseSchema(userSearchResultSchema);
export const eligibleGiftUserListSchema = listResponseSchema(eligibleGiftUserSchema);
export const journalPostListSchema = listResponseSchema(journalPostSchema);
export const journalLikeListSchema = listResponseSchema(journalLikeSchema);
export const personBoardSchema = listResponseSchema(individualLeaderboardRowSchema, personBoardMetaSchema.shape);
export const teamBoardSchema = listResponseSchema(teamLeaderboardRowSchema, teamBoardMetaSchema.shape);
export const locationBoardSchema = listResponseSchema(locationLeaderboardRowSchema, locationBoardMetaSchema.shape);
export const locationTreeAnswerSchema = listResponseSchema(adminLocationSchema);
export const userActivityListSchema = listResponseSchema(userActivitySchema);
export const quizAnswerListSchema = listResponseSchema(quizAnswerSchema);
export const messagePageSchema = listResponseSchema(messageSchema, { has_more_messages: z.boolean() });
export const notificationListSchema = listResponseSchema(notificationSchema, { unseen_count: z.number() });
export const registrationLocationsSchema = listResponseSchema(registrationLocationChoiceSchema, { location_labels: z.array(z.string()), required: z.boolean() });
export const organizationListSchema = listResponseSchema(organizationSchema);
export const recipeListSchema = listResponseSchema(recipeSummarySchema);
export const resellerListSchema = listResponseSchema(resellerSchema);
export const teamInviteListSchema = listResponseSchema(teamInviteSchema);
export const teamListSchema = listResponseSchema(teamSchema, teamListMetaSchema.shape);
export const teamNeighborListSchema = listResponseSchema(rankedTeamSchema, { ...teamListMetaSchema.shape, neighbors_id: z.number() });
export const teamWeeklyWinnerListSchema = listResponseSchema(teamWeeklyWinnerSchema, weeklyWinnersMetaSchema.shape);
export const tipListSchema = listResponseSchema(tipSchema);
export const wallPostListSchema = listResponseSchema(wallPostSchema);
export const followListSchema = listResponseSchema(followSchema);

// The answers of the routes described last (issue 34): small shapes whose types live in lib/mfa, lib/privacy,
// server/push and the routes themselves.

/** GET /promotions/{id}/stats: CoordinatorStats after the privacy floor (each count possibly "< k"). */
export const employerStatsSchema = z.object({
  participants: shownCountSchema,
  registrations: z.array(shownPointSchema),
  active_per_day: z.array(shownPointSchema),
  active_per_week: z.array(shownWeekPointSchema),
  activities_per_week: z.array(shownWeekPointSchema),
  activities_by_category: z.array(shownPointSchema),
  scenes_completed: z.array(shownWeekPointSchema),
  evaluations: z.array(shownPointSchema),
  team_standings: z.array(shownTeamStandingSchema),
  computed_at: z.string(),
  privacy_floor: z.number().nullable(),
  suppressed: z.number()
});

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number(),
  required: z.boolean(),
  available: z.boolean()
});

export const mfaEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string()
});

export const mfaRecoveryCodesSchema = z.object({
  recovery_codes: z.array(z.string())
});

export const organizationMfaPolicySchema = z.object({
  organization_id: z.number(),
  require_mfa: z.boolean(),
  unenrolled_administrators: z.number()
});

export const consentStateSchema = z.object({
  privacy_policy_version: z.string().nullable(),
  privacy_policy_accepted_at: z.string().nullable(),
  current_privacy_policy_version: z.string(),
  privacy_policy_pending: z.boolean(),
  ask_now: z.boolean(),
  viewed_as: z.boolean(),
  cookie_choice: z.enum(COOKIE_CHOICES).nullable(),
  cookie_choice_at: z.string().nullable()
});

export const registeredDeviceSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  platform: z.string().nullable(),
  subscribed: z.boolean()
});

/** GET /push_notifications/device: the VAPID key a browser subscribes with. */
export const pushPublicKeySchema = z.object({ public_key: z.string() });

/** GET /users/me/data_exports: the latest export, if any. */
export const latestDataExportSchema = z.object({ data_export: dataExportSchema.nullable() });

/** POST /users/me/data_exports and GET /users/me/data_exports/{id}. */
export const dataExportAnswerSchema = z.object({ data_export: dataExportSchema });

/** PUT /users/{id}/conversation_volume. */
export const conversationVolumeSchema = z.object({ mute: z.boolean(), conversation_ids: z.array(z.number()) });

/** POST /send_mail: how many people the coordinator's email went to. */
export const coordinatorMailSentSchema = z.object({ sent: z.number() });

/** GET /get_user_from_reset_token/{token}: whom a reset link is for. */
export const resetTokenUserSchema = z.object({ first_name: z.string(), email: z.string() });

/** POST /user_survey: the stored answers (1–5 per question). */
export const userSurveyAnswerSchema = z.object({
  id: z.number(),
  user_survey_def_id: z.number(),
  answers: z.record(z.string(), z.number()),
  created_at: z.string()
});

export const mfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  expires_in: z.number()
});

/** POST /users/logout; `redirect_to` is the identity provider's sign-out page after a single sign-on session. */
export const loggedOutSchema = z.object({ logged_out: z.boolean(), redirect_to: z.string().optional() });

export const impersonationLaunchSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  promotion_name: z.string(),
  url: z.string(),
  redirect_after_ms: z.number(),
  expires_in_minutes: z.number()
});

export const webhookEndpointSchema = z.object({
  id: z.number(),
  organization_id: z.number(),
  promotion_id: z.number().nullable(),
  url: z.string(),
  format: z.enum(Object.keys(WEBHOOK_FORMATS) as [WebhookFormat, ...WebhookFormat[]]),
  events: z.array(z.string()),
  description: z.string().nullable(),
  enabled: z.boolean(),
  created_at: z.string(),
  secret_rotated_at: z.string().nullable(),
  previous_secret_expires_at: z.string().nullable(),
  last_delivery: z.object({ status: z.string(), created_at: z.string() }).nullable()
});

export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  last_status_code: z.number().nullable(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string()
});

/** The webhooks page's lists: one organization's few rows, whole ({data} without meta). */
export const webhookEndpointListSchema = listResponseSchema(webhookEndpointSchema);
export const webhookDeliveryListSchema = z.object({ data: z.array(webhookDeliverySchema) });

/** POST …/webhooks/{id}/test: how many test deliveries were queued. */
export const webhookTestQueuedSchema = z.object({ queued: z.number() });

// The scene and duo libraries (lib/scenes/admin.ts), the survey definitions (lib/surveys) and the content editor.

export const adminSceneSchema = z.object({
  id: z.number(),
  name: z.string(),
  scene_type: z.enum(SCENE_TYPES),
  layout_version: z.union([z.literal(LAYOUTS[0]), z.literal(LAYOUTS[1])]),
  tile_urls: z.array(z.string()),
  tile_count: z.number(),
  collection_count: z.number(),
  user_scene_count: z.number(),
  updated_at: z.string()
});

export const adminSceneCollectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  scene_count: z.number(),
  tile_count: z.number(),
  promotion_count: z.number(),
  scenes: z.array(adminSceneSchema.pick({ id: true, name: true, scene_type: true, layout_version: true, tile_count: true }).extend({ preview_url: z.string().nullable() }))
});

export const adminDuoTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  video_url: z.string().nullable(),
  duo_images: z.array(z.object({ image_url: z.string(), sequence: z.number() })),
  collection_count: z.number(),
  duo_count: z.number()
});

export const adminDuoCollectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  promotion_count: z.number(),
  duo_templates: z.array(z.object({ id: z.number(), name: z.string(), image_count: z.number(), preview_url: z.string().nullable() }))
});

export const storedImageSchema = z.object({
  url: z.string(),
  content_type: z.string(),
  width: z.number(),
  height: z.number(),
  byte_size: z.number()
});

export const userSurveyDefinitionSchema = z.object({
  id: z.number(),
  promotion_id: z.number(),
  kind: z.enum(SURVEY_KINDS),
  name: z.string(),
  message: z.string().nullable(),
  days_from_start: z.string().nullable(),
  end_date: z.string().nullable(),
  questions: z.array(z.object({ name: z.string(), prompt: z.string() })),
  is_active: z.boolean(),
  surveys_count: z.number()
});

const contentTranslationSchema = z.object({ title: z.string().nullable(), summary: z.string().nullable(), content: z.string().nullable() });
export const adminContentItemSchema = contentItemSchema.extend({
  owned: z.boolean(),
  has_default: z.boolean(),
  /** By language (issue 36): only the languages the item has a translation in. */
  translations: z.partialRecord(z.enum(LOCALES), contentTranslationSchema)
});

/** POST /organizations/{id}/scim_token: the state, and the token itself, shown this once. */
export const scimTokenIssuedSchema = scimTokenStateSchema.extend({ secret: z.string() });

/** GET /custom_content/{id}: a tip (with its favorite flag) on a promotion's host, any other item as it is. */
export const contentOrTipSchema = z.union([contentItemSchema, tipSchema]);

// SCIM 2.0 (RFC 7643/7644, docs/scim.md). A User as server/scim/resource.ts writes it; `attributes` and
// `excludedAttributes` may leave out any attribute but `schemas` and `id`, so the rest are optional here.
export const scimUserSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  userName: z.string().optional(),
  name: z.object({ givenName: z.string().optional(), familyName: z.string().optional(), formatted: z.string().optional() }).optional(),
  displayName: z.string().optional(),
  emails: z.array(z.object({ value: z.string(), type: z.string().optional(), primary: z.boolean().optional() })).optional(),
  active: z.boolean().optional(),
  meta: z.object({ resourceType: z.string(), created: z.string(), lastModified: z.string(), location: z.string() }).optional()
});

/** A SCIM ListResponse (RFC 7644 §3.4.2) of `resource`. */
const scimListOf = <R extends z.ZodType>(resource: R) => z.object({
  schemas: z.array(z.literal(SCIM_SCHEMAS.listResponse)),
  totalResults: z.number().int().min(0),
  startIndex: z.number().int().min(1),
  itemsPerPage: z.number().int().min(0),
  Resources: z.array(resource)
});

export const scimUserListSchema = scimListOf(scimUserSchema);

/** ServiceProviderConfig, a ResourceType, a Schema: RFC 7643's own documents (§5–7), pinned here by their envelope. */
export const scimDiscoveryResourceSchema = z.looseObject({ schemas: z.array(z.string()) });

export const scimDiscoveryListSchema = scimListOf(scimDiscoveryResourceSchema);

// The promotion editor's parts (lib/competitions/admin.ts, lib/evaluations/admin.ts, lib/promotions/admin-types.ts).

export const adminCompetitionSchema = z.object({
  id: z.number(),
  promotion_id: z.number(),
  name: z.string().nullable(),
  enrollment_starts_on: z.string(),
  enrollment_ends_on: z.string(),
  competition_starts_on: z.string(),
  competition_ends_on: z.string(),
  comp_length: z.number(),
  team_size_min: z.number(),
  team_size_max: z.number(),
  freeze_team_scores: z.union([z.literal(0), z.literal(1)]),
  freeze_team_scores_on: z.string().nullable(),
  behavior_label: z.string(),
  behavior_feature_label: z.string(),
  works_value: z.number(),
  weeks: z.number(),
  teams_count: z.number(),
  behaviors_count: z.number()
});

/** GET /promotions/{id}/competitions?new=1: the new competition form's defaults. */
export const competitionDraftSchema = adminCompetitionSchema.omit({ id: true, promotion_id: true, teams_count: true, behaviors_count: true, weeks: true });

export const adminBehaviorSchema = z.object({
  id: z.number(),
  name: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  sequence: z.number(),
  default: z.boolean(),
  behaviorable_type: z.enum(['Competition', 'Promotion']),
  behaviorable_id: z.number(),
  promotion_id: z.number()
});

export const adminCustomPromptSchema = z.object({
  id: z.number(),
  promotion_id: z.number(),
  prompt: z.string(),
  short_label: z.string().nullable(),
  type_of_prompt: promptTypeSchema,
  data_type: dataTypeSchema,
  options: z.array(z.string()),
  location_tag: z.string().nullable(),
  is_active: z.boolean(),
  profile_only: z.boolean(),
  flags: z.object({ is_visible_in_profile: z.boolean(), is_sensitive: z.boolean() }),
  sequence: z.number(),
  name: z.string()
});

export const adminQuestionChoiceSchema = z.object({
  name: z.string(),
  prompt: z.string(),
  type_of_prompt: promptTypeSchema,
  custom_promptable_id: z.number().nullable(),
  location_tag: z.string().nullable(),
  required: z.boolean()
});

export const adminEvaluationDefinitionSchema = z.object({
  id: z.number(),
  name: z.string(),
  message: z.string().nullable(),
  days_from_start: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  eval_definitionable_type: z.string(),
  eval_definitionable_id: z.number(),
  visible_questions: z.string(),
  location_questions: z.string(),
  questions: z.array(adminQuestionChoiceSchema),
  evaluations_count: z.number()
});

export const adminPointThresholdSchema = z.object({
  id: z.number(),
  pointable_type: z.enum(POINTABLE_TYPES),
  pointable_id: z.number().nullable(),
  behavior_name: z.string().nullable(),
  value_label: z.string().nullable(),
  value: z.number(),
  points: z.number()
});

/** DELETE /promotions/{id}/badges/{badgeId}: a badge of the defaults is reset to them, a promotion's own deleted. */
export const badgeRemovedSchema = z.object({ reset: z.boolean() });

/** DELETE /gallery_images/{path}: how many files went to the gallery's deleted folder. */
export const galleryDeletedSchema = z.object({ deleted: z.number() });

/** GET /gallery_images/{path}: a folder's listing, or one file. */
export const galleryListingOrFileSchema = z.union([galleryListingSchema, galleryFileJsonSchema]);

/** The promotion form's values (lib/promotions/admin-types.ts AdminPromotion): the edited settings as the app reads them, and the rest. */
export const adminPromotionSchema = currentPromotionSchema.pick({
  default_goal: true, daily_activity_allowance: true, daily_activity_minimum: true, max_activities_day: true, min_interest_choice: true,
  max_interest_choice: true, trivia_points: true, bonus_points: true, entry_points: true, works_point_value: true, activity_feels: true,
  default_competition_collection_id: true, collection_id: true, duo_collection_id: true, attraction_label: true,
  attraction_label_plural: true, friend_label: true, friend_label_plural: true, point_label: true, point_label_plural: true, level_label: true,
  level_label_plural: true, wall_label: true, location_labels: true, display_team_feature: true, video_url: true, video_button_url: true,
  video_caption_url: true
}).extend({
  id: z.number(),
  name: z.string(),
  program_name: z.string().nullable(),
  subdomain: z.string(),
  domain: z.string().nullable(),
  theme: z.string(),
  logo: z.string().nullable(),
  tag: z.string().nullable(),
  organization_id: z.number(),
  organization_name: z.string(),
  reseller_id: z.number().nullable(),
  parent_promotion_id: z.number().nullable(),
  parent_promotion_name: z.string().nullable(),
  is_parent: z.boolean(),
  is_launchpad: z.boolean(),
  is_default: z.boolean(),
  api_version: z.number(),
  time_zone: z.string(),
  default_locale: z.enum(LOCALES).nullable(),
  program_length: z.number(),
  weeks: z.number(),
  registration_starts_on: z.string().nullable(),
  registration_ends_on: z.string().nullable(),
  launch_on: z.string().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  logging_ends_on: z.string().nullable(),
  disabled_on: z.string().nullable(),
  is_closed: z.boolean(),
  duo_ended: z.boolean(),
  is_active: z.boolean(),
  max_registrations: z.number().nullable(),
  flags: promotionFlagsSchema,
  coordinators: z.string().nullable(),
  visible_validic_devices: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string()
});

const namedItemSchema = z.object({ id: z.number(), name: z.string() });

export const goalCalculationSchema = z.object({
  activity_points_per_day: z.number(),
  activity_days_per_week: z.number(),
  behavior_points_per_day: z.number(),
  behavior_days_per_week: z.number(),
  weeks: z.number(),
  total: z.number()
});

export const promotionDashboardSchema = z.object({
  promotion: adminPromotionSchema,
  eligibility: z.object({ is_displayed: z.boolean(), total: z.number(), active: z.number() }),
  goal: goalCalculationSchema,
  competitions: z.array(namedItemSchema.extend({ competition_starts_on: z.string(), competition_ends_on: z.string() })),
  locations: z.array(namedItemSchema.extend({ depth: z.number(), parent_location_id: z.number().nullable() })),
  badges: z.array(namedItemSchema),
  custom_prompts: z.array(namedItemSchema),
  evaluation_definitions: z.array(namedItemSchema),
  duo_templates: z.array(namedItemSchema),
  sso_extras: z.array(namedItemSchema.extend({ data_type: z.string(), path: z.string() })),
  levels_count: z.number(),
  point_thresholds_count: z.number(),
  participants: z.object({ total: z.number() })
});

/** POST /promotions/{id}/content_review: the cockpit's readiness checklist after the content was marked reviewed. */
export const readinessSchema = z.object({
  items: z.array(z.object({
    key: z.enum(['dates', 'eligibility', 'content', 'activities', 'badges', 'test_email']),
    label: z.string(),
    state: z.enum(['done', 'todo', 'not_needed']),
    detail: z.string(),
    href: z.string(),
    fix_label: z.string()
  })),
  ready: z.boolean(),
  has_launched: z.boolean(),
  launch_on: z.string().nullable(),
  starts_on: z.string(),
  current_date: z.string()
});

/** POST /promotions/{id}/custom_emails/one_time_email_preview: the email as it would be saved, and whom it reaches. */
export const oneTimeEmailPreviewSchema = z.object({
  data: z.array(z.object({
    custom_email: z.looseObject({ promotion_id: z.number(), subject: z.string(), send_at: z.string(), time_zone: z.string(), sends_immediately: z.boolean() }),
    recipients: z.array(recipientPreviewSchema),
    count: z.number()
  }))
});

/** GET /promotions/{id}/competitions: the list, or with ?new=1 the new competition form's defaults. */
export const competitionListOrDraftSchema = z.union([listResponseSchema(adminCompetitionSchema), competitionDraftSchema]);

/** GET /evaluation_definitions: a participant's open definitions on a promotion's host, all of them on the dashboard. */
export const evaluationDefinitionListsSchema = z.union([listResponseSchema(evaluationDefinitionSchema), listResponseSchema(adminEvaluationDefinitionSchema)]);

/** GET /evaluation_definitions/{id}: as a participant takes it, or (dashboard) as a master edits it. */
export const evaluationDefinitionEitherSchema = z.union([evaluationDefinitionSchema, adminEvaluationDefinitionSchema]);

/** GET /custom_content: tips (with favorites) on a promotion's host, items, the editor's items, or keyed by key (structured=true). */
export const contentListAnswerSchema = z.union([
  listResponseSchema(tipSchema),
  listResponseSchema(contentItemSchema),
  listResponseSchema(adminContentItemSchema),
  z.object({ data: z.record(z.string(), z.union([contentItemSchema, adminContentItemSchema])), meta: z.object({ total_records: z.number().int().min(0) }) })
]);

/** The development outbox (server/mail/serialize.ts): an email as the mailer stored it. */
export const outboxEmailSummarySchema = z.object({
  id: z.number(),
  promotion_id: z.number().nullable(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string()
});

export const outboxEmailSchema = outboxEmailSummarySchema.extend({ html: z.string(), text: z.string() });

export const outboxEmailListSchema = listResponseSchema(outboxEmailSummarySchema);

/** GET /openapi.json: this document (OpenAPI 3.1), pinned by its top-level fields. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
  components: z.record(z.string(), z.unknown())
});

/** GET /teams: the page of teams, or with ?neighbors_id the teams ranked around one (the ranked rows and neighbors_id). */
export const teamListAnswerSchema = z.union([teamListSchema, teamNeighborListSchema]);

/** GET /friendships: accepted friends (status=A), or the requests received or sent. */
export const friendshipListAnswerSchema = z.union([friendListSchema, friendRequestListSchema]);

/** POST /promotions/{id}/participants/bulk: one result per id, in the order sent (lib/coordinator/bulk.ts). */
export const participantBulkResultSchema = z.object({
  data: z.array(z.object({
    id: z.number(),
    status: z.enum(['unlocked', 'not_locked', 'not_found', 'forbidden']),
    error: z.string().nullable()
  })),
  meta: z.object({ done: z.number(), failed: z.number() })
});

// The rows of the lists that answered the generic UntypedList until every list described its rows (issue 34).

/** GET /promotions: one row of the master's table (lib/promotions/admin-types.ts PromotionListRow). */
export const promotionListRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  subdomain: z.string(),
  program_length: z.number(),
  weeks: z.number(),
  registration_starts_on: z.string().nullable(),
  registration_ends_on: z.string().nullable(),
  launch_on: z.string().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  is_parent: z.boolean(),
  is_launchpad: z.boolean(),
  is_active: z.boolean(),
  organization_id: z.number(),
  organization_name: z.string(),
  reseller_id: z.number().nullable(),
  reseller_name: z.string().nullable()
});

export const adminLevelSchema = z.object({ id: z.number(), name: z.string(), sequence: z.number() });

export const contentKeywordSchema = z.object({ category: z.string(), key: z.string(), group: z.string().nullable(), overridden: z.boolean() });

export const mfaAdministratorSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  promotion_name: z.string().nullable(),
  enabled_at: z.string()
});

export const participantSurveySchema = z.object({
  id: z.number(),
  name: z.string(),
  message: z.string().nullable(),
  questions: z.array(z.object({ name: z.string(), prompt: z.string() })),
  is_open: z.boolean(),
  is_completed: z.boolean()
});

/** GET /categories: a category as every activity's category_object carries it. */
export const categoryRowSchema = z.object({ key: z.enum(CATEGORY_KEYS), display: z.string() });

export const sceneTypeOptionSchema = z.object({ value: z.enum(SCENE_TYPES), label: z.string() });

export const pushJobFilterOptionSchema = z.object({ id: z.enum(PUSH_JOB_FILTER_IDS), name: z.string() });

/** GET /promotions/{id}/notifications: an announcement without its recipient count. */
export const sentAnnouncementSchema = announcementSchema.omit({ recipients: true });

export const promotionAdminListSchema = listResponseSchema(promotionListRowSchema);
export const activityCollectionListSchema = listResponseSchema(activityCollectionSummarySchema);
export const adminSceneCollectionListSchema = listResponseSchema(adminSceneCollectionSchema);
export const adminDuoCollectionListSchema = listResponseSchema(adminDuoCollectionSchema);
export const adminContentItemListSchema = listResponseSchema(adminContentItemSchema);
export const eligibilityFileListSchema = listResponseSchema(eligibilityFileSchema);
export const adminAreaListSchema = listResponseSchema(adminAreaSchema);
export const adminBadgeListSchema = listResponseSchema(adminBadgeSchema);
export const adminBehaviorListSchema = listResponseSchema(adminBehaviorSchema);
export const customEmailListSchema = listResponseSchema(customEmailJsonSchema);
export const customPromptListSchema = listResponseSchema(adminCustomPromptSchema, { location_tags: z.array(z.string()) });
export const adminEvaluationDefinitionListSchema = listResponseSchema(adminEvaluationDefinitionSchema);
export const flaggedPostListSchema = listResponseSchema(flaggedPostSchema);
export const contentKeywordListSchema = listResponseSchema(contentKeywordSchema);
export const adminLevelListSchema = listResponseSchema(adminLevelSchema);
export const sentAnnouncementListSchema = listResponseSchema(sentAnnouncementSchema);
export const recipientPreviewListSchema = listResponseSchema(recipientPreviewSchema);
export const adminPointThresholdListSchema = listResponseSchema(adminPointThresholdSchema);
export const reportFieldListSchema = listResponseSchema(reportFieldJsonSchema);
export const reportListSchema = listResponseSchema(reportJsonSchema);
export const ssoExtraListSchema = listResponseSchema(ssoExtraSchema);
export const adminTeamListSchema = listResponseSchema(adminTeamSchema);
export const testEmailListSchema = listResponseSchema(testEmailJsonSchema);
export const pushJobListSchema = listResponseSchema(pushJobJsonSchema);
export const pushJobFilterListSchema = listResponseSchema(pushJobFilterOptionSchema);
export const adminSceneListSchema = listResponseSchema(adminSceneSchema);
export const sceneTypeListSchema = listResponseSchema(sceneTypeOptionSchema);
export const categoryListSchema = listResponseSchema(categoryRowSchema);
export const participantSurveyListSchema = listResponseSchema(participantSurveySchema);
export const userSurveyDefinitionListSchema = listResponseSchema(userSurveyDefinitionSchema);
export const conversationPageSchema = listResponseSchema(conversationSchema);
export const wallPromotionListSchema = listResponseSchema(wallPromotionSchema);
export const mfaAdministratorListSchema = listResponseSchema(mfaAdministratorSchema);
/** GET /users/search: people to befriend or invite to a team, or with for=duos the caller's friends for a duo. */
export const userSearchAnswerSchema = z.union([userSearchListSchema, duoFriendListSchema]);
