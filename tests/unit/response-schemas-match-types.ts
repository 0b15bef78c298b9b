// Compile-time check that every response schema (lib/openapi/response-schemas.ts) says what its type in
// lib/<feature>/types.ts says: `npx tsc --noEmit` fails on a field one has and the other lacks, or types differently.
import type { z } from 'zod';
import type * as S from '@/lib/openapi/response-schemas';
import type { Activity, ActivityList, ActivitySummary } from '@/lib/activities/types';
import type { AuditEvent, AuditList } from '@/lib/audit/types';
import type { UserBadge, UserBadges } from '@/lib/badges/types';
import type { ContentItem, ContentList } from '@/lib/content/types';
import type { AdminTeam, Announcement, CoordinatorStats, CountPoint, FlaggedPost, FourthColumn, ParticipantDetail, ParticipantPage, ParticipantRow, TeamStanding, WeekPoint } from '@/lib/coordinator/types';
import type { Duo, DuoEnded, DuoFriend, DuoFriendList, DuoImage, DuoList, DuoListHead, DuoPerson, DuoProgress, DuoTemplate, DuoTemplateList, DuosArchived, PairQueueItem, PairStatus } from '@/lib/duos/types';
import type { AdminEligibility, EligibilityFile, EligibilityFileDetail, EligibilityFilePreview, EligibilityFileStatusAnswer, EligibilityList, RejectedRow, RejectedRowList } from '@/lib/eligibility/types';
import type { CustomEmailJson, CustomEmailStatus, EmailPreview, RecipientPreview, TestEmailJson, TestEmailStatus } from '@/lib/emails/types';
import type { Entry, EntryActivity, FeelsValue, WeekEntries } from '@/lib/entries/types';
import type { EvaluationDefinition, EvaluationQuestion, RegistrationQuestion, RegistrationQuestions, StoredEvaluation } from '@/lib/evaluations/types';
import type { BlurResponse, UploadResponse, UploadedFileJson } from '@/lib/files/types';
import type { Friend, FriendEmailResult, FriendList, FriendRequest, FriendRequestList, Friendee, FriendshipStatusAnswer, InviteResult, UserSearchList, UserSearchResult } from '@/lib/friends/types';
import type { GalleryDirectory, GalleryEntry, GalleryFileJson, GalleryListing } from '@/lib/gallery/types';
import type { AnswerGiftInput, EligibleGiftUser, EligibleGiftUserList, GiftOffer, GiftPerson, GiftSummary, PendingGiftAnswer, TargetWorkBonus } from '@/lib/gifts/types';
import type { JournalDuo, JournalLike, JournalLikeList, JournalPost, JournalPostList, JournalProfile, JournalScene, JourneySummary } from '@/lib/journal/types';
import type { IndividualLeaderboardRow, LeaderboardProfile, LocationBoard, LocationBoardMeta, LocationLeaderboardRow, MyBoardRank, MyRank, PersonBoard, PersonBoardKind, PersonBoardMeta, TeamBoard, TeamBoardMeta, TeamLeaderboardRow } from '@/lib/leaderboards/types';
import type { LocationTreeAnswer } from '@/lib/locations/types';
import type { Home, HomePromotion, LoggableActivity, LoggedHome, QuizAnswer, QuizAnswerList, QuizCheck, QuizResult, UserActivity, UserActivityList } from '@/lib/logging/types';
import type { Conversation, ConversationList, ConversationMember, ConversationType, Message, MessagePage, ThreadPage } from '@/lib/messaging/types';
import type { HeaderCounts, MarkNotificationsResult, Notification, NotificationList, NotificationType } from '@/lib/notifications/types';
import type { AreaOfInterest, CanRegister, EligibilityProof, EligibilityRecord, EmailAvailable, GettingStarted, OnboardingState, PasswordResetCheck, PasswordResetDone, PasswordResetRequested, PilotAuthenticated, RegistrationLocationChoice, RegistrationLocations, SavedInterests, Unsubscribed } from '@/lib/onboarding/types';
import type { Organization, OrganizationList, OrganizationWithKey } from '@/lib/organizations/types';
import type { HomePageData, LocationOption, RegistrationPageData, WelcomeLoginData, WelcomePageContent } from '@/lib/pages/types';
import type { EmployerStats, ShownCount, ShownPoint, ShownTeamStanding, ShownWeekPoint, SuppressedLabel } from '@/lib/privacy/types';
import type { ActivityCollectionDetail, ActivityCollectionSummary, AdminActivity, AdminArea, AdminBadge, CollectionItem } from '@/lib/program-design/types';
import type { CurrentPromotion, PromotionCompetition, PromotionOrganization } from '@/lib/promotions/types';
import type { PushJobJson, PushPreview, PushRecipient } from '@/lib/push/types';
import type { ContentEmailResult, Recipe, RecipeCategoryTag, RecipeList, RecipeSummary, UserLike, UserRating } from '@/lib/recipes/types';
import type { EopCount, EopReport, ReportCell, ReportFieldJson, ReportJson, ReportResult } from '@/lib/reports/types';
import type { Reseller, ResellerList } from '@/lib/resellers/types';
import type { Tile, UserScene } from '@/lib/scenes/types';
import type { ScimTokenState } from '@/lib/scim/types';
import type { AccountDeleted, DataExport, DataExportStatus, SettingsAddress, SettingsSaved, UserSettings } from '@/lib/settings/types';
import type { SsoExtra, SsoExtraDataType } from '@/lib/sso-extras/types';
import type { OidcSettings, SsoKeyTestResult, SsoTestReport, SsoTestRun, SsoTestStatus } from '@/lib/sso/types';
import type { CategoryCount, StatsWeek, UserStats } from '@/lib/stats/types';
import type { EmailSubscription, SubscriptionField, SubscriptionLevel, SubscriptionSwitch, SubscriptionValues } from '@/lib/subscriptions/types';
import type { CoveredPromotion, LockedAccount, PromotionGroup, SuperCoordinator } from '@/lib/super-users/types';
import type { AppLink, ContactRequest, Feedback } from '@/lib/support/types';
import type { RankedTeam, Team, TeamActivity, TeamInvite, TeamInviteList, TeamList, TeamListMeta, TeamMember, TeamMemberRemoval, TeamNeighborList, TeamPerson, TeamWeekActivity, TeamWeeklyWinner, TeamWeeklyWinnerList, WeeklyWinnersMeta } from '@/lib/teams/types';
import type { Tip, TipList, TipShare } from '@/lib/tips/types';
import type { CurrentUser, ProfilePhoto, PublicUser, SharedUserInfo, UserProfile } from '@/lib/users/types';
import type { Follow, FollowList, PostAbilities, PostableSummary, TagRemoval, TaggableFriend, TaggedUser, WallAuthor, WallImage, WallLike, WallPostList, WallPromotion } from '@/lib/wall/types';

import type { MfaChallenge, MfaEnrolment, MfaRecoveryCodes, MfaStatus, OrganizationMfaPolicy } from '@/lib/mfa/constants';
import type { ConsentState } from '@/lib/privacy/schemas';
import type { RegisteredDevice } from '@/server/push/devices';
import type { ImpersonationLaunch } from '@/lib/impersonation/constants';
import type { AdminDuoCollection, AdminDuoTemplate, AdminScene, AdminSceneCollection, StoredImage } from '@/lib/scenes/admin';
import type { UserSurveyDefinition } from '@/lib/surveys';
import type { AdminContentItem } from '@/lib/content/admin-types';
import type { AdminBehavior, AdminCompetition, CompetitionDraft } from '@/lib/competitions/admin';
import type { AdminCustomPrompt, AdminEvaluationDefinition, AdminQuestionChoice } from '@/lib/evaluations/admin';
import type { AdminPointThreshold, AdminPromotion, PromotionDashboard } from '@/lib/promotions/admin-types';
import type { GoalCalculation } from '@/lib/promotions/admin-rules';
import type { Readiness } from '@/lib/promotions/cockpit-types';
import type { ParticipantBulkResult } from '@/lib/coordinator/bulk';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from '@/lib/webhooks/types';

import type { PromotionListRow, AdminLevel } from '@/lib/promotions/admin-types';
import type { ContentKeyword } from '@/lib/content/admin-types';
import type { MfaAdministrator } from '@/lib/mfa/admin-reset';
import type { ParticipantSurvey } from '@/lib/surveys';
import type { CategoryObject } from '@/lib/activities/categories';
import type { SceneTypeOption } from '@/lib/scenes/admin';
import type { PushJobFilterOption } from '@/lib/push/filters';
import type { ListResponse } from '@/lib/list-response';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** true only when both directions are assignable; a mismatch is a compile error at the line naming the type. */
const same = <A, B>(..._: Same<A, B> extends true ? [] : [never]) => true;

export const RESPONSE_SCHEMAS_MATCH_TYPES = {
  ActivitySummary: same<z.infer<typeof S.activitySummarySchema>, ActivitySummary>(),
  Activity: same<z.infer<typeof S.activitySchema>, Activity>(),
  AuditEvent: same<z.infer<typeof S.auditEventSchema>, AuditEvent>(),
  UserBadge: same<z.infer<typeof S.userBadgeSchema>, UserBadge>(),
  ContentItem: same<z.infer<typeof S.contentItemSchema>, ContentItem>(),
  ParticipantRow: same<z.infer<typeof S.participantRowSchema>, ParticipantRow>(),
  FourthColumn: same<z.infer<typeof S.fourthColumnSchema>, FourthColumn>(),
  CountPoint: same<z.infer<typeof S.countPointSchema>, CountPoint>(),
  WeekPoint: same<z.infer<typeof S.weekPointSchema>, WeekPoint>(),
  TeamStanding: same<z.infer<typeof S.teamStandingSchema>, TeamStanding>(),
  CoordinatorStats: same<z.infer<typeof S.coordinatorStatsSchema>, CoordinatorStats>(),
  FlaggedPost: same<z.infer<typeof S.flaggedPostSchema>, FlaggedPost>(),
  AdminTeam: same<z.infer<typeof S.adminTeamSchema>, AdminTeam>(),
  Announcement: same<z.infer<typeof S.announcementSchema>, Announcement>(),
  ParticipantDetail: same<z.infer<typeof S.participantDetailSchema>, ParticipantDetail>(),
  DuoPerson: same<z.infer<typeof S.duoPersonSchema>, DuoPerson>(),
  DuoImage: same<z.infer<typeof S.duoImageSchema>, DuoImage>(),
  DuoTemplate: same<z.infer<typeof S.duoTemplateSchema>, DuoTemplate>(),
  DuoProgress: same<z.infer<typeof S.duoProgressSchema>, DuoProgress>(),
  Duo: same<z.infer<typeof S.duoSchema>, Duo>(),
  PairQueueItem: same<z.infer<typeof S.pairQueueItemSchema>, PairQueueItem>(),
  DuoListHead: same<z.infer<typeof S.duoListHeadSchema>, DuoListHead>(),
  DuoList: same<z.infer<typeof S.duoListSchema>, DuoList>(),
  DuoEnded: same<z.infer<typeof S.duoEndedSchema>, DuoEnded>(),
  DuosArchived: same<z.infer<typeof S.duosArchivedSchema>, DuosArchived>(),
  DuoFriend: same<z.infer<typeof S.duoFriendSchema>, DuoFriend>(),
  PairStatus: same<z.infer<typeof S.pairStatusSchema>, PairStatus>(),
  AdminEligibility: same<z.infer<typeof S.adminEligibilitySchema>, AdminEligibility>(),
  EligibilityFile: same<z.infer<typeof S.eligibilityFileSchema>, EligibilityFile>(),
  EligibilityFilePreview: same<z.infer<typeof S.eligibilityFilePreviewSchema>, EligibilityFilePreview>(),
  EligibilityFileDetail: same<z.infer<typeof S.eligibilityFileDetailSchema>, EligibilityFileDetail>(),
  EligibilityFileStatusAnswer: same<z.infer<typeof S.eligibilityFileStatusAnswerSchema>, EligibilityFileStatusAnswer>(),
  CustomEmailStatus: same<z.infer<typeof S.customEmailStatusSchema>, CustomEmailStatus>(),
  CustomEmailJson: same<z.infer<typeof S.customEmailJsonSchema>, CustomEmailJson>(),
  TestEmailStatus: same<z.infer<typeof S.testEmailStatusSchema>, TestEmailStatus>(),
  TestEmailJson: same<z.infer<typeof S.testEmailJsonSchema>, TestEmailJson>(),
  EmailPreview: same<z.infer<typeof S.emailPreviewSchema>, EmailPreview>(),
  RecipientPreview: same<z.infer<typeof S.recipientPreviewSchema>, RecipientPreview>(),
  FeelsValue: same<z.infer<typeof S.feelsValueSchema>, FeelsValue>(),
  EntryActivity: same<z.infer<typeof S.entryActivitySchema>, EntryActivity>(),
  Entry: same<z.infer<typeof S.entrySchema>, Entry>(),
  EvaluationQuestion: same<z.infer<typeof S.evaluationQuestionSchema>, EvaluationQuestion>(),
  EvaluationDefinition: same<z.infer<typeof S.evaluationDefinitionSchema>, EvaluationDefinition>(),
  RegistrationQuestion: same<z.infer<typeof S.registrationQuestionSchema>, RegistrationQuestion>(),
  RegistrationQuestions: same<z.infer<typeof S.registrationQuestionsSchema>, RegistrationQuestions>(),
  StoredEvaluation: same<z.infer<typeof S.storedEvaluationSchema>, StoredEvaluation>(),
  UploadedFileJson: same<z.infer<typeof S.uploadedFileJsonSchema>, UploadedFileJson>(),
  UploadResponse: same<z.infer<typeof S.uploadResponseSchema>, UploadResponse>(),
  BlurResponse: same<z.infer<typeof S.blurResponseSchema>, BlurResponse>(),
  Friendee: same<z.infer<typeof S.friendeeSchema>, Friendee>(),
  Friend: same<z.infer<typeof S.friendSchema>, Friend>(),
  FriendRequest: same<z.infer<typeof S.friendRequestSchema>, FriendRequest>(),
  FriendshipStatusAnswer: same<z.infer<typeof S.friendshipStatusAnswerSchema>, FriendshipStatusAnswer>(),
  UserSearchResult: same<z.infer<typeof S.userSearchResultSchema>, UserSearchResult>(),
  InviteResult: same<z.infer<typeof S.inviteResultSchema>, InviteResult>(),
  FriendEmailResult: same<z.infer<typeof S.friendEmailResultSchema>, FriendEmailResult>(),
  GalleryDirectory: same<z.infer<typeof S.galleryDirectorySchema>, GalleryDirectory>(),
  GalleryFileJson: same<z.infer<typeof S.galleryFileJsonSchema>, GalleryFileJson>(),
  GalleryEntry: same<z.infer<typeof S.galleryEntrySchema>, GalleryEntry>(),
  GalleryListing: same<z.infer<typeof S.galleryListingSchema>, GalleryListing>(),
  GiftPerson: same<z.infer<typeof S.giftPersonSchema>, GiftPerson>(),
  TargetWorkBonus: same<z.infer<typeof S.targetWorkBonusSchema>, TargetWorkBonus>(),
  PendingGiftAnswer: same<z.infer<typeof S.pendingGiftAnswerSchema>, PendingGiftAnswer>(),
  GiftOffer: same<z.infer<typeof S.giftOfferSchema>, GiftOffer>(),
  GiftSummary: same<z.infer<typeof S.giftSummarySchema>, GiftSummary>(),
  EligibleGiftUser: same<z.infer<typeof S.eligibleGiftUserSchema>, EligibleGiftUser>(),
  AnswerGiftInput: same<z.infer<typeof S.answerGiftInputSchema>, AnswerGiftInput>(),
  JournalProfile: same<z.infer<typeof S.journalProfileSchema>, JournalProfile>(),
  JournalLike: same<z.infer<typeof S.journalLikeSchema>, JournalLike>(),
  JournalScene: same<z.infer<typeof S.journalSceneSchema>, JournalScene>(),
  JournalDuo: same<z.infer<typeof S.journalDuoSchema>, JournalDuo>(),
  JournalPost: same<z.infer<typeof S.journalPostSchema>, JournalPost>(),
  JourneySummary: same<z.infer<typeof S.journeySummarySchema>, JourneySummary>(),
  LeaderboardProfile: same<z.infer<typeof S.leaderboardProfileSchema>, LeaderboardProfile>(),
  IndividualLeaderboardRow: same<z.infer<typeof S.individualLeaderboardRowSchema>, IndividualLeaderboardRow>(),
  TeamLeaderboardRow: same<z.infer<typeof S.teamLeaderboardRowSchema>, TeamLeaderboardRow>(),
  LocationLeaderboardRow: same<z.infer<typeof S.locationLeaderboardRowSchema>, LocationLeaderboardRow>(),
  MyRank: same<z.infer<typeof S.myRankSchema>, MyRank>(),
  PersonBoardKind: same<z.infer<typeof S.personBoardKindSchema>, PersonBoardKind>(),
  PersonBoardMeta: same<z.infer<typeof S.personBoardMetaSchema>, PersonBoardMeta>(),
  TeamBoardMeta: same<z.infer<typeof S.teamBoardMetaSchema>, TeamBoardMeta>(),
  LocationBoardMeta: same<z.infer<typeof S.locationBoardMetaSchema>, LocationBoardMeta>(),
  MyBoardRank: same<z.infer<typeof S.myBoardRankSchema>, MyBoardRank>(),
  LoggableActivity: same<z.infer<typeof S.loggableActivitySchema>, LoggableActivity>(),
  HomePromotion: same<z.infer<typeof S.homePromotionSchema>, HomePromotion>(),
  UserScene: same<z.infer<typeof S.userSceneSchema>, UserScene>(),
  Tile: same<z.infer<typeof S.tileSchema>, Tile>(),
  Home: same<z.infer<typeof S.homeSchema>, Home>(),
  UserActivity: same<z.infer<typeof S.userActivitySchema>, UserActivity>(),
  QuizAnswer: same<z.infer<typeof S.quizAnswerSchema>, QuizAnswer>(),
  QuizResult: same<z.infer<typeof S.quizResultSchema>, QuizResult>(),
  QuizCheck: same<z.infer<typeof S.quizCheckSchema>, QuizCheck>(),
  ConversationType: same<z.infer<typeof S.conversationTypeSchema>, ConversationType>(),
  ConversationMember: same<z.infer<typeof S.conversationMemberSchema>, ConversationMember>(),
  Message: same<z.infer<typeof S.messageSchema>, Message>(),
  Conversation: same<z.infer<typeof S.conversationSchema>, Conversation>(),
  ConversationList: same<z.infer<typeof S.conversationListSchema>, ConversationList>(),
  ThreadPage: same<z.infer<typeof S.threadPageSchema>, ThreadPage>(),
  NotificationType: same<z.infer<typeof S.notificationTypeSchema>, NotificationType>(),
  Notification: same<z.infer<typeof S.notificationSchema>, Notification>(),
  HeaderCounts: same<z.infer<typeof S.headerCountsSchema>, HeaderCounts>(),
  MarkNotificationsResult: same<z.infer<typeof S.markNotificationsResultSchema>, MarkNotificationsResult>(),
  CanRegister: same<z.infer<typeof S.canRegisterSchema>, CanRegister>(),
  EligibilityRecord: same<z.infer<typeof S.eligibilityRecordSchema>, EligibilityRecord>(),
  EligibilityProof: same<z.infer<typeof S.eligibilityProofSchema>, EligibilityProof>(),
  OnboardingState: same<z.infer<typeof S.onboardingStateSchema>, OnboardingState>(),
  AreaOfInterest: same<z.infer<typeof S.areaOfInterestSchema>, AreaOfInterest>(),
  GettingStarted: same<z.infer<typeof S.gettingStartedSchema>, GettingStarted>(),
  SavedInterests: same<z.infer<typeof S.savedInterestsSchema>, SavedInterests>(),
  PilotAuthenticated: same<z.infer<typeof S.pilotAuthenticatedSchema>, PilotAuthenticated>(),
  EmailAvailable: same<z.infer<typeof S.emailAvailableSchema>, EmailAvailable>(),
  PasswordResetRequested: same<z.infer<typeof S.passwordResetRequestedSchema>, PasswordResetRequested>(),
  PasswordResetCheck: same<z.infer<typeof S.passwordResetCheckSchema>, PasswordResetCheck>(),
  PasswordResetDone: same<z.infer<typeof S.passwordResetDoneSchema>, PasswordResetDone>(),
  Unsubscribed: same<z.infer<typeof S.unsubscribedSchema>, Unsubscribed>(),
  RegistrationLocationChoice: same<z.infer<typeof S.registrationLocationChoiceSchema>, RegistrationLocationChoice>(),
  Organization: same<z.infer<typeof S.organizationSchema>, Organization>(),
  OrganizationWithKey: same<z.infer<typeof S.organizationWithKeySchema>, OrganizationWithKey>(),
  HomePageData: same<z.infer<typeof S.homePageDataSchema>, HomePageData>(),
  LocationOption: same<z.infer<typeof S.locationOptionSchema>, LocationOption>(),
  RegistrationPageData: same<z.infer<typeof S.registrationPageDataSchema>, RegistrationPageData>(),
  WelcomeLoginData: same<z.infer<typeof S.welcomeLoginDataSchema>, WelcomeLoginData>(),
  WelcomePageContent: same<z.infer<typeof S.welcomePageContentSchema>, WelcomePageContent>(),
  SuppressedLabel: same<z.infer<typeof S.suppressedLabelSchema>, SuppressedLabel>(),
  ShownCount: same<z.infer<typeof S.shownCountSchema>, ShownCount>(),
  ShownPoint: same<z.infer<typeof S.shownPointSchema>, ShownPoint>(),
  ShownWeekPoint: same<z.infer<typeof S.shownWeekPointSchema>, ShownWeekPoint>(),
  ShownTeamStanding: same<z.infer<typeof S.shownTeamStandingSchema>, ShownTeamStanding>(),
  AdminActivity: same<z.infer<typeof S.adminActivitySchema>, AdminActivity>(),
  AdminArea: same<z.infer<typeof S.adminAreaSchema>, AdminArea>(),
  AdminBadge: same<z.infer<typeof S.adminBadgeSchema>, AdminBadge>(),
  CollectionItem: same<z.infer<typeof S.collectionItemSchema>, CollectionItem>(),
  ActivityCollectionSummary: same<z.infer<typeof S.activityCollectionSummarySchema>, ActivityCollectionSummary>(),
  ActivityCollectionDetail: same<z.infer<typeof S.activityCollectionDetailSchema>, ActivityCollectionDetail>(),
  PromotionCompetition: same<z.infer<typeof S.promotionCompetitionSchema>, PromotionCompetition>(),
  PromotionOrganization: same<z.infer<typeof S.promotionOrganizationSchema>, PromotionOrganization>(),
  CurrentPromotion: same<z.infer<typeof S.currentPromotionSchema>, CurrentPromotion>(),
  PushRecipient: same<z.infer<typeof S.pushRecipientSchema>, PushRecipient>(),
  PushPreview: same<z.infer<typeof S.pushPreviewSchema>, PushPreview>(),
  PushJobJson: same<z.infer<typeof S.pushJobJsonSchema>, PushJobJson>(),
  RecipeCategoryTag: same<z.infer<typeof S.recipeCategoryTagSchema>, RecipeCategoryTag>(),
  RecipeSummary: same<z.infer<typeof S.recipeSummarySchema>, RecipeSummary>(),
  Recipe: same<z.infer<typeof S.recipeSchema>, Recipe>(),
  UserRating: same<z.infer<typeof S.userRatingSchema>, UserRating>(),
  UserLike: same<z.infer<typeof S.userLikeSchema>, UserLike>(),
  ContentEmailResult: same<z.infer<typeof S.contentEmailResultSchema>, ContentEmailResult>(),
  ReportFieldJson: same<z.infer<typeof S.reportFieldJsonSchema>, ReportFieldJson>(),
  ReportJson: same<z.infer<typeof S.reportJsonSchema>, ReportJson>(),
  ReportCell: same<z.infer<typeof S.reportCellSchema>, ReportCell>(),
  ReportResult: same<z.infer<typeof S.reportResultSchema>, ReportResult>(),
  EopCount: same<z.infer<typeof S.eopCountSchema>, EopCount>(),
  EopReport: same<z.infer<typeof S.eopReportSchema>, EopReport>(),
  Reseller: same<z.infer<typeof S.resellerSchema>, Reseller>(),
  ScimTokenState: same<z.infer<typeof S.scimTokenStateSchema>, ScimTokenState>(),
  SettingsAddress: same<z.infer<typeof S.settingsAddressSchema>, SettingsAddress>(),
  UserSettings: same<z.infer<typeof S.userSettingsSchema>, UserSettings>(),
  SettingsSaved: same<z.infer<typeof S.settingsSavedSchema>, SettingsSaved>(),
  DataExportStatus: same<z.infer<typeof S.dataExportStatusSchema>, DataExportStatus>(),
  DataExport: same<z.infer<typeof S.dataExportSchema>, DataExport>(),
  AccountDeleted: same<z.infer<typeof S.accountDeletedSchema>, AccountDeleted>(),
  SsoExtraDataType: same<z.infer<typeof S.ssoExtraDataTypeSchema>, SsoExtraDataType>(),
  SsoExtra: same<z.infer<typeof S.ssoExtraSchema>, SsoExtra>(),
  OidcSettings: same<z.infer<typeof S.oidcSettingsSchema>, OidcSettings>(),
  SsoTestReport: same<z.infer<typeof S.ssoTestReportSchema>, SsoTestReport>(),
  SsoTestStatus: same<z.infer<typeof S.ssoTestStatusSchema>, SsoTestStatus>(),
  SsoTestRun: same<z.infer<typeof S.ssoTestRunSchema>, SsoTestRun>(),
  SsoKeyTestResult: same<z.infer<typeof S.ssoKeyTestResultSchema>, SsoKeyTestResult>(),
  CategoryCount: same<z.infer<typeof S.categoryCountSchema>, CategoryCount>(),
  StatsWeek: same<z.infer<typeof S.statsWeekSchema>, StatsWeek>(),
  UserStats: same<z.infer<typeof S.userStatsSchema>, UserStats>(),
  SubscriptionSwitch: same<z.infer<typeof S.subscriptionSwitchSchema>, SubscriptionSwitch>(),
  SubscriptionLevel: same<z.infer<typeof S.subscriptionLevelSchema>, SubscriptionLevel>(),
  SubscriptionField: same<z.infer<typeof S.subscriptionFieldSchema>, SubscriptionField>(),
  SubscriptionValues: same<z.infer<typeof S.subscriptionValuesSchema>, SubscriptionValues>(),
  EmailSubscription: same<z.infer<typeof S.emailSubscriptionSchema>, EmailSubscription>(),
  PromotionGroup: same<z.infer<typeof S.promotionGroupSchema>, PromotionGroup>(),
  CoveredPromotion: same<z.infer<typeof S.coveredPromotionSchema>, CoveredPromotion>(),
  SuperCoordinator: same<z.infer<typeof S.superCoordinatorSchema>, SuperCoordinator>(),
  LockedAccount: same<z.infer<typeof S.lockedAccountSchema>, LockedAccount>(),
  ContactRequest: same<z.infer<typeof S.contactRequestSchema>, ContactRequest>(),
  Feedback: same<z.infer<typeof S.feedbackSchema>, Feedback>(),
  AppLink: same<z.infer<typeof S.appLinkSchema>, AppLink>(),
  TeamPerson: same<z.infer<typeof S.teamPersonSchema>, TeamPerson>(),
  TeamMember: same<z.infer<typeof S.teamMemberSchema>, TeamMember>(),
  TeamInvite: same<z.infer<typeof S.teamInviteSchema>, TeamInvite>(),
  Team: same<z.infer<typeof S.teamSchema>, Team>(),
  TeamListMeta: same<z.infer<typeof S.teamListMetaSchema>, TeamListMeta>(),
  RankedTeam: same<z.infer<typeof S.rankedTeamSchema>, RankedTeam>(),
  TeamActivity: same<z.infer<typeof S.teamActivitySchema>, TeamActivity>(),
  TeamWeekActivity: same<z.infer<typeof S.teamWeekActivitySchema>, TeamWeekActivity>(),
  TeamWeeklyWinner: same<z.infer<typeof S.teamWeeklyWinnerSchema>, TeamWeeklyWinner>(),
  WeeklyWinnersMeta: same<z.infer<typeof S.weeklyWinnersMetaSchema>, WeeklyWinnersMeta>(),
  TeamMemberRemoval: same<z.infer<typeof S.teamMemberRemovalSchema>, TeamMemberRemoval>(),
  Tip: same<z.infer<typeof S.tipSchema>, Tip>(),
  TipShare: same<z.infer<typeof S.tipShareSchema>, TipShare>(),
  UserProfile: same<z.infer<typeof S.userProfileSchema>, UserProfile>(),
  CurrentUser: same<z.infer<typeof S.currentUserSchema>, CurrentUser>(),
  PublicUser: same<z.infer<typeof S.publicUserSchema>, PublicUser>(),
  SharedUserInfo: same<z.infer<typeof S.sharedUserInfoSchema>, SharedUserInfo>(),
  ProfilePhoto: same<z.infer<typeof S.profilePhotoSchema>, ProfilePhoto>(),
  WallImage: same<z.infer<typeof S.wallImageSchema>, WallImage>(),
  WallAuthor: same<z.infer<typeof S.wallAuthorSchema>, WallAuthor>(),
  WallLike: same<z.infer<typeof S.wallLikeSchema>, WallLike>(),
  TaggedUser: same<z.infer<typeof S.taggedUserSchema>, TaggedUser>(),
  PostableSummary: same<z.infer<typeof S.postableSummarySchema>, PostableSummary>(),
  PostAbilities: same<z.infer<typeof S.postAbilitiesSchema>, PostAbilities>(),
  Follow: same<z.infer<typeof S.followSchema>, Follow>(),
  TagRemoval: same<z.infer<typeof S.tagRemovalSchema>, TagRemoval>(),
  TaggableFriend: same<z.infer<typeof S.taggableFriendSchema>, TaggableFriend>(),
  WallPromotion: same<z.infer<typeof S.wallPromotionSchema>, WallPromotion>(),
  LoggedHome: same<z.infer<typeof S.loggedHomeSchema>, LoggedHome>(),
  ActivityList: same<z.infer<typeof S.activityListSchema>, ActivityList>(),
  AuditList: same<z.infer<typeof S.auditListSchema>, AuditList>(),
  UserBadges: same<z.infer<typeof S.userBadgesSchema>, UserBadges>(),
  ContentList: same<z.infer<typeof S.contentListSchema>, ContentList>(),
  ParticipantPage: same<z.infer<typeof S.participantPageSchema>, ParticipantPage>(),
  DuoTemplateList: same<z.infer<typeof S.duoTemplateListSchema>, DuoTemplateList>(),
  DuoFriendList: same<z.infer<typeof S.duoFriendListSchema>, DuoFriendList>(),
  EligibilityList: same<z.infer<typeof S.eligibilityListSchema>, EligibilityList>(),
  RejectedRow: same<z.infer<typeof S.rejectedRowSchema>, RejectedRow>(),
  RejectedRowList: same<z.infer<typeof S.rejectedRowListSchema>, RejectedRowList>(),
  WeekEntries: same<z.infer<typeof S.weekEntriesSchema>, WeekEntries>(),
  FriendList: same<z.infer<typeof S.friendListSchema>, FriendList>(),
  FriendRequestList: same<z.infer<typeof S.friendRequestListSchema>, FriendRequestList>(),
  UserSearchList: same<z.infer<typeof S.userSearchListSchema>, UserSearchList>(),
  EligibleGiftUserList: same<z.infer<typeof S.eligibleGiftUserListSchema>, EligibleGiftUserList>(),
  JournalPostList: same<z.infer<typeof S.journalPostListSchema>, JournalPostList>(),
  JournalLikeList: same<z.infer<typeof S.journalLikeListSchema>, JournalLikeList>(),
  PersonBoard: same<z.infer<typeof S.personBoardSchema>, PersonBoard>(),
  TeamBoard: same<z.infer<typeof S.teamBoardSchema>, TeamBoard>(),
  LocationBoard: same<z.infer<typeof S.locationBoardSchema>, LocationBoard>(),
  LocationTreeAnswer: same<z.infer<typeof S.locationTreeAnswerSchema>, LocationTreeAnswer>(),
  UserActivityList: same<z.infer<typeof S.userActivityListSchema>, UserActivityList>(),
  QuizAnswerList: same<z.infer<typeof S.quizAnswerListSchema>, QuizAnswerList>(),
  MessagePage: same<z.infer<typeof S.messagePageSchema>, MessagePage>(),
  NotificationList: same<z.infer<typeof S.notificationListSchema>, NotificationList>(),
  RegistrationLocations: same<z.infer<typeof S.registrationLocationsSchema>, RegistrationLocations>(),
  OrganizationList: same<z.infer<typeof S.organizationListSchema>, OrganizationList>(),
  RecipeList: same<z.infer<typeof S.recipeListSchema>, RecipeList>(),
  ResellerList: same<z.infer<typeof S.resellerListSchema>, ResellerList>(),
  TeamInviteList: same<z.infer<typeof S.teamInviteListSchema>, TeamInviteList>(),
  TeamList: same<z.infer<typeof S.teamListSchema>, TeamList>(),
  TeamNeighborList: same<z.infer<typeof S.teamNeighborListSchema>, TeamNeighborList>(),
  TeamWeeklyWinnerList: same<z.infer<typeof S.teamWeeklyWinnerListSchema>, TeamWeeklyWinnerList>(),
  TipList: same<z.infer<typeof S.tipListSchema>, TipList>(),
  WallPostList: same<z.infer<typeof S.wallPostListSchema>, WallPostList>(),
  FollowList: same<z.infer<typeof S.followListSchema>, FollowList>(),
  EmployerStats: same<z.infer<typeof S.employerStatsSchema>, EmployerStats>(),
  MfaStatus: same<z.infer<typeof S.mfaStatusSchema>, MfaStatus>(),
  MfaEnrolment: same<z.infer<typeof S.mfaEnrolmentSchema>, MfaEnrolment>(),
  MfaRecoveryCodes: same<z.infer<typeof S.mfaRecoveryCodesSchema>, MfaRecoveryCodes>(),
  OrganizationMfaPolicy: same<z.infer<typeof S.organizationMfaPolicySchema>, OrganizationMfaPolicy>(),
  ConsentState: same<z.infer<typeof S.consentStateSchema>, ConsentState>(),
  RegisteredDevice: same<z.infer<typeof S.registeredDeviceSchema>, RegisteredDevice>(),
  MfaChallenge: same<z.infer<typeof S.mfaChallengeSchema>, MfaChallenge>(),
  ImpersonationLaunch: same<z.infer<typeof S.impersonationLaunchSchema>, ImpersonationLaunch>(),
  WebhookEndpoint: same<z.infer<typeof S.webhookEndpointSchema>, WebhookEndpoint>(),
  WebhookEndpointWithSecret: same<z.infer<typeof S.webhookEndpointWithSecretSchema>, WebhookEndpointWithSecret>(),
  WebhookDelivery: same<z.infer<typeof S.webhookDeliverySchema>, WebhookDelivery>(),
  AdminScene: same<z.infer<typeof S.adminSceneSchema>, AdminScene>(),
  AdminSceneCollection: same<z.infer<typeof S.adminSceneCollectionSchema>, AdminSceneCollection>(),
  AdminDuoTemplate: same<z.infer<typeof S.adminDuoTemplateSchema>, AdminDuoTemplate>(),
  AdminDuoCollection: same<z.infer<typeof S.adminDuoCollectionSchema>, AdminDuoCollection>(),
  StoredImage: same<z.infer<typeof S.storedImageSchema>, StoredImage>(),
  UserSurveyDefinition: same<z.infer<typeof S.userSurveyDefinitionSchema>, UserSurveyDefinition>(),
  AdminContentItem: same<z.infer<typeof S.adminContentItemSchema>, AdminContentItem>(),
  AdminCompetition: same<z.infer<typeof S.adminCompetitionSchema>, AdminCompetition>(),
  CompetitionDraft: same<z.infer<typeof S.competitionDraftSchema>, CompetitionDraft>(),
  AdminBehavior: same<z.infer<typeof S.adminBehaviorSchema>, AdminBehavior>(),
  AdminCustomPrompt: same<z.infer<typeof S.adminCustomPromptSchema>, AdminCustomPrompt>(),
  AdminQuestionChoice: same<z.infer<typeof S.adminQuestionChoiceSchema>, AdminQuestionChoice>(),
  AdminEvaluationDefinition: same<z.infer<typeof S.adminEvaluationDefinitionSchema>, AdminEvaluationDefinition>(),
  AdminPointThreshold: same<z.infer<typeof S.adminPointThresholdSchema>, AdminPointThreshold>(),
  AdminPromotion: same<z.infer<typeof S.adminPromotionSchema>, AdminPromotion>(),
  GoalCalculation: same<z.infer<typeof S.goalCalculationSchema>, GoalCalculation>(),
  PromotionDashboard: same<z.infer<typeof S.promotionDashboardSchema>, PromotionDashboard>(),
  Readiness: same<z.infer<typeof S.readinessSchema>, Readiness>(),
  ParticipantBulkResult: same<z.infer<typeof S.participantBulkResultSchema>, ParticipantBulkResult>(),
  // The rows of the lists that answered the generic UntypedList before (issue 34).
  PromotionListRow: same<z.infer<typeof S.promotionListRowSchema>, PromotionListRow>(),
  PromotionAdminList: same<z.infer<typeof S.promotionAdminListSchema>, ListResponse<PromotionListRow>>(),
  AdminLevel: same<z.infer<typeof S.adminLevelSchema>, AdminLevel>(),
  ContentKeyword: same<z.infer<typeof S.contentKeywordSchema>, ContentKeyword>(),
  MfaAdministrator: same<z.infer<typeof S.mfaAdministratorSchema>, MfaAdministrator>(),
  ParticipantSurvey: same<z.infer<typeof S.participantSurveySchema>, ParticipantSurvey>(),
  CategoryObject: same<z.infer<typeof S.categoryRowSchema>, CategoryObject>(),
  SceneTypeOption: same<z.infer<typeof S.sceneTypeOptionSchema>, SceneTypeOption>(),
  PushJobFilterOption: same<z.infer<typeof S.pushJobFilterOptionSchema>, PushJobFilterOption>(),
  SentAnnouncement: same<z.infer<typeof S.sentAnnouncementSchema>, Omit<Announcement, 'recipients'>>(),
  CustomPromptList: same<z.infer<typeof S.customPromptListSchema>, ListResponse<AdminCustomPrompt, { location_tags: string[] }>>(),
  ConversationPage: same<z.infer<typeof S.conversationPageSchema>, ListResponse<Conversation>>(),
  UserSearchAnswer: same<z.infer<typeof S.userSearchAnswerSchema>, UserSearchList | DuoFriendList>(),
};
