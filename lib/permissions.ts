// Authorization as data: every API action and the roles that may perform it (docs/decisions/009-authorization.md).
// Each route handler declares one action; the route wrapper checks it after the declared scope (whose promotion,
// whose host). Object-level rules (author of a post, member of a conversation, leader of a team) are named
// predicates in server/auth/abilities.ts. Shared with the client, which hides what the server would refuse.
import {
  ABOVE_LOCATION_COORDINATOR_ROLES,
  COORDINATOR_OR_ABOVE_ROLES,
  DASHBOARD_ONLY_ROLES,
  PARTICIPANT_ROLES,
  ROLES,
  SUPER_USER_ROLES,
  type Role,
} from './roles';
import { MFA_ROLES } from './mfa/constants';

/** No session needed: visitors, people following a link from an email, the sign-in form itself. */
export const ANYONE = 'anyone';
export type Audience = typeof ANYONE | readonly Role[];

/** Accounts that administer promotions: their own (coordinators) or the ones they cover (master, resellers, super coordinators). Not posters. */
const PROMOTION_ADMINS: readonly Role[] = [...COORDINATOR_OR_ABOVE_ROLES, 'Location Coordinator', 'Regional Coordinator'];
/** Who reads a promotion's boards and calendar: its participants and the accounts that administer it (not posters). */
const PROMOTION_READERS: readonly Role[] = [...new Set([...PARTICIPANT_ROLES, ...PROMOTION_ADMINS])];
/** Who takes part in a promotion's wall: its readers and the posters (wall experts). Per post, server/auth/abilities.ts. */
const WALL_MEMBERS: readonly Role[] = [...PROMOTION_READERS, 'Poster'];

export const ACTIONS = {
  // Sessions, registration and recovery: open to visitors (throttled per client address and per target).
  'session.sign_in': ANYONE,
  'session.sign_out': ANYONE,
  'registration.register': ANYONE,
  'registration.validate': ANYONE,
  'registration.read': ANYONE,
  'eligibility.check': ANYONE,
  'password.reset': ANYONE,
  'promotion.read': ANYONE,
  'promotion.pilot_unlock': ANYONE,
  'content.read': ANYONE,
  'mail.unsubscribe': ANYONE,
  /** SCIM provisioning: no session; the organization's bearer token is checked by the SCIM wrapper (server/http/scim.ts). */
  'scim.provision': ANYONE,
  /** Stored uploads behind their unguessable URLs; secure ones are checked per file (server/files/serve.ts). */
  'files.read': ANYONE,
  /** The OpenAPI document of this API (GET /api/openapi.json): what every route takes, answers and who may call it. */
  'api.describe': ANYONE,

  // The signed-in account itself, on any host.
  'account.read': ROLES,
  'account.update': ROLES,

  // Settings and My data (docs/settings-and-my-data.md): another account's settings also need users.manage_others.
  /** Download everything the product holds about oneself (any account: privacy law does not ask for a role). */
  'my_data.export': ROLES,
  /** Delete one's own account: participants (cross-promotion accounts are removed by an administrator). */
  'account.delete': PARTICIPANT_ROLES,

  // The daily loop of a promotion's participants (User and the coordinator levels that also take part).
  'logging.use': PARTICIPANT_ROLES,
  'journal.use': PARTICIPANT_ROLES,
  'journey.read': PARTICIPANT_ROLES,
  'evaluations.take': PARTICIPANT_ROLES,
  'interests.choose': PARTICIPANT_ROLES,
  /** The caller's friends list (the wall's tag dialog) and the friend status of another participant (the user popup). */
  'friends.read': PARTICIPANT_ROLES,
  /** What the user popup shows of another participant of the same promotion (location, team, completed counts). */
  'users.read_shared': PARTICIPANT_ROLES,
  /** Friend requests (by user or by email invitation), answering them, removing a friend, emailing a friend. */
  'friends.write': PARTICIPANT_ROLES,
  /** Finding people of the caller's promotion by name or email (friends search; duos and teams later). */
  'users.search': PARTICIPANT_ROLES,
  /** Conversations and messages; per conversation, only its members (server/auth/abilities.ts). */
  'messages.use': PARTICIPANT_ROLES,
  /** Duos and the pair-me queue; per duo, its two people (server/auth/abilities.ts). */
  'duos.use': PARTICIPANT_ROLES,
  /** Taking part in the team competition: teams, joining, invitations and requests; leader powers per team. */
  'teams.use': PARTICIPANT_ROLES,
  /** Reading a promotion's teams, a team's week and the weekly winners: its people and whoever administers it. */
  'teams.read': PROMOTION_READERS,
  /** Gift points (work bonuses): offering one's own, answering one's offers. */
  'gifts.use': PARTICIPANT_ROLES,
  /** Web push: registering this browser's subscription after opting in, or removing it (docs/push-and-campaign-emails.md). */
  'push.subscribe': PARTICIPANT_ROLES,

  // Recipes and tips: open to visitors for reading (the pages unfurl in chat); rating, favorites, recently viewed and
  // shares belong to the promotion's participants.
  /** Recipe lists, one recipe, the daily recipe (tips are read through 'content.read'). */
  'recipes.read': ANYONE,
  /** A participant's rating and favorite of a recipe, their favorites and recently viewed recipes. */
  'recipes.use': PARTICIPANT_ROLES,
  /** A participant's favorite tips, shares of a tip and recently viewed tips. */
  'tips.use': PARTICIPANT_ROLES,
  /** Emailing a recipe or a tip to people (POST /emails/content). */
  'content.email': PARTICIPANT_ROLES,

  // Every signed-in account's own notification centre, header counts and email preferences.
  'notifications.use': ROLES,
  'email_preferences.manage': ROLES,

  // A promotion's boards and calendar: its own people and whoever administers it; posters see walls only.
  'leaderboards.read': PROMOTION_READERS,
  'calendar.read': PROMOTION_READERS,

  // The wall: reading, and writing (posts, comments, likes, follows, tags, reports); who may do what to which post is
  // decided per post in server/auth/abilities.ts. Photos are uploaded by anyone who may write somewhere.
  'wall.read': WALL_MEMBERS,
  'wall.write': WALL_MEMBERS,
  'files.upload': WALL_MEMBERS,

  // Administration.
  'users.unlock': COORDINATOR_OR_ABOVE_ROLES,
  // Impersonation (docs/impersonation.md): whom each administrator may view as is decided per user in
  // server/impersonation/policy.ts; the ticket is redeemed on the promotion's host, where nobody is signed in yet.
  'users.impersonate': COORDINATOR_OR_ABOVE_ROLES,
  'impersonation.redeem': ANYONE,
  'impersonation.stop': ROLES,
  /** Masters view and edit another user's settings. */
  'users.manage_others': ['Master'],
  'promotion.administer': COORDINATOR_OR_ABOVE_ROLES,
  'locations.administer': ABOVE_LOCATION_COORDINATOR_ROLES,
  'organizations.administer': ['Master', 'Reseller'],
  'dashboard.use': DASHBOARD_ONLY_ROLES,
  'super_users.read': SUPER_USER_ROLES,
  'wall.post_as_expert': ['Poster', 'Master'],
  // Navigation and access, resellers and organizations, the audit trail (docs/administration-access.md). Which
  // reseller, organization or promotion an account may touch is decided per object in server/auth/abilities.ts.
  /** Resellers: index, show, create, update. */
  'resellers.administer': ['Master'],
  /** The grouped promotion picker of the dashboard (get_grouped_promotions): what each account administers. */
  'promotions.pick': DASHBOARD_ONLY_ROLES,
  /** Adding and removing a super coordinator's covered promotions (dashboard settings); reading one's own list. */
  'super_coordinators.manage': ['Master'],
  'super_coordinators.read_own': ['Master', 'Super Coordinator'],
  /** The audit trail: masters every change, resellers their organizations', super coordinators their promotions'. */
  'audit.read': DASHBOARD_ONLY_ROLES,
  // Support (docs/learn-and-support.md). The Contact page's form is open to visitors (the signed-out sitemap links it),
  // throttled per client address and sender; feedback comes from a promotion's own people and its administrators.
  'support.contact': ANYONE,
  'support.feedback': PROMOTION_READERS,

  // Promotion administration (docs/administration-promotions.md): the promotions table, the promotion form,
  // make_parent and update_library, the promotion dashboard and its children (labels, coordinators, levels,
  // point thresholds, participant video). Promotion admin screens are master-only.
  /** Every read and write of the promotion administration. */
  'promotions.manage': ['Master'],
  /** The content editor (docs/admin-content.md): saving, deleting, reordering and resetting custom content, keywords. */
  'content.manage': ['Master'],
  // Eligibility lists and files (docs/admin-eligibility-and-locations.md): whoever administers the promotion reads the
  // records and the file list (the coordinator dashboard's Eligibility tab) — but not super users (resellers, super
  // coordinators), to whom that tab is hidden: the roster's names, emails and employee ids are not theirs to read.
  // Only masters change them.
  'eligibility.read': PROMOTION_ADMINS.filter((role) => !SUPER_USER_ROLES.includes(role)),
  'eligibility.manage': ['Master'],
  // Program design (docs/admin-scenes-and-libraries.md): the scene library (scenes, scene collections), duo templates
  // and duo collections, which belong to no promotion, and a promotion's image, frame and profile-photo libraries.
  'scenes.manage': ['Master'],
  'gallery.manage': ['Master'],
  // Reports (docs/reports.md): run, save, delete and export reports, the end-of-program report. Who may save or delete
  // which report is server/reports/policy.ts; how far a location or regional coordinator's reports reach, scope.ts.
  'reports.use': PROMOTION_ADMINS,
  /** The development mail outbox (disabled in production builds). */
  'dev.outbox': ['Master'],
  // The coordinator dashboard (docs/coordinator-dashboard.md): every coordinator level and the accounts above them;
  // location and regional coordinators only within their locations (server/auth/abilities.ts coordinatorReach).
  /** Stats, the user table and the teams list of the dashboard. */
  'coordinator.read': PROMOTION_ADMINS,
  /** Participants (delete), team administration, notifications and emails to participants. */
  'coordinator.manage': PROMOTION_ADMINS,
  /** The Flagged Posts tab (hidden for super users): unreport and delete. */
  'coordinator.moderate': PROMOTION_ADMINS.filter((role) => !SUPER_USER_ROLES.includes(role)),
  // MFA by TOTP (docs/mfa.md): administrators set up, turn off and renew their own second factor; the code step of a
  // sign-in is a visitor's (no session yet); masters require MFA of an organization's administrators.
  'mfa.manage': MFA_ROLES,
  'mfa.verify': ANYONE,
  'mfa.require': ['Master'],
  /** Resetting another administrator's MFA (a lost phone without recovery codes): masters only. */
  'mfa.reset_others': ['Master'],
} as const satisfies Record<string, Audience>;

export type Action = keyof typeof ACTIONS;
/** Actions a visitor may perform; only these may sit on a route whose scope lets visitors in. */
export type PublicAction = { [A in Action]: (typeof ACTIONS)[A] extends typeof ANYONE ? A : never }[Action];
export type MemberAction = Exclude<Action, PublicAction>;

export function isPublicAction(action: Action): action is PublicAction {
  return ACTIONS[action] === ANYONE;
}

/** May this role (null: no session) perform the action? */
export function can(role: Role | null, action: Action): boolean {
  const audience: Audience = ACTIONS[action];
  if (audience === ANYONE) return true;
  return role !== null && audience.includes(role);
}
