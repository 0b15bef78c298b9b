// The promotion rules of administration (docs/administration-promotions.md), shared by the form (field-level
// messages as the master types) and the server (the same rules, so an API client gets the same answers).
import { addDays } from '@/lib/promotion-dates';
import { DASHBOARD_SUBDOMAIN } from '@/lib/hosts';
import { LOCALES } from '@/lib/i18n/locales';

/** What a new promotion takes from its parent: theme, labels, flags, allowances, collections and domain. */
export const INHERITED_FIELDS = [
  'theme', 'domain',
  'attraction_label', 'attraction_label_plural', 'friend_label', 'friend_label_plural', 'point_label', 'point_label_plural',
  'level_label', 'level_label_plural', 'wall_label', 'location_labels',
  'flags',
  'daily_activity_allowance', 'daily_activity_minimum', 'max_activities_day', 'min_interest_choice', 'max_interest_choice',
  'default_competition_collection_id', 'collection_id', 'duo_collection_id',
] as const;

/** A program runs 42 days (6 weeks) or 56 days (8 weeks). */
export const PROGRAM_LENGTHS = [42, 56] as const;
export type ProgramLength = (typeof PROGRAM_LENGTHS)[number];
/** Point thresholds: the most points one value may earn. */
export const MAX_POINTS_PER_VALUE = 450;
export const POINTABLE_TYPES = ['Step', 'Minute', 'Behavior'] as const;
export type PointableType = (typeof POINTABLE_TYPES)[number];
/** api_version 1 or 2, shown as REN 1.0 and REN 2.0. */
export const API_VERSIONS = [
  { value: 1, label: 'REN 1.0' },
  { value: 2, label: 'REN 2.0' },
] as const;

/** Subdomains another host already answers to: a promotion there could never be reached. */
export const RESERVED_SUBDOMAINS = [DASHBOARD_SUBDOMAIN, 'www', 'api', 'admin'] as const;
/** An RFC 1123 host label, lowercase: letters, digits and inner hyphens, 1 to 63 characters. */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const PROMOTION_ADMIN_MESSAGES = {
  loadList: 'Promotions could not be loaded.',
  load: 'Promotion could not be loaded.',
  save: 'Save Failed!',
  changedMeanwhile: 'This promotion was changed by someone else meanwhile: reload it and save again.',
  makeParent: 'Could not make Promotion a Parent. Contact a Developer.',
  updateLibrary: 'Could not update the library.',
  nameRequired: 'Name is required.',
  organizationRequired: 'Organization is required.',
  organizationMissing: 'Organization could not be found',
  parentMissing: 'The parent promotion could not be found.',
  parentSelf: 'A promotion cannot be its own parent.',
  parentNotParent: 'The parent must be a parent promotion.',
  subdomainRequired: 'Subdomain is required.',
  subdomainInvalid: 'Subdomain must be a valid host name: lowercase letters, digits and hyphens (not first or last), up to 63 characters.',
  subdomainReserved: 'This subdomain is reserved.',
  subdomainTaken: 'This subdomain is already in use.',
  programLength: 'Program length must be 42 days (6 weeks) or 56 days (8 weeks).',
  defaultLocale: `Default language must be ${LOCALES.join(' or ')}, or none to follow the browser's language.`,
  startsRequired: 'Start date is required.',
  endsOn: (expected: string) => `The end date must be the start date plus the program length less one day (${expected}).`,
  registrationAfterLaunch: 'Registration must begin on or before the launch date.',
  registrationAfterStart: 'Registration must begin on or before the start date.',
  launchAfterStart: 'Launch must be on or before the start date.',
  registrationEndsBeforeStart: 'Registration must end on or after the day it begins.',
  registrationEndsAfterEnd: 'Registration must end on or before the end date.',
  loggingEndsBeforeStart: 'Logging must end after the start date.',
  disabledBeforeStart: 'The disabled date must be after the start date.',
  defaultGoal: 'Default goal must be a whole number of 1 or more.',
  interestChoice: 'The minimum interest choice cannot be more than the maximum.',
  activityAllowance: 'The daily activity minimum cannot be more than the allowance.',
  // Deleting a promotion (ours: the spec names the call, not its messages).
  deleteConfirm: 'This promotion has launched: type its name in confirmation to delete it.',
  deleteDefault: 'The default promotion cannot be deleted.',
  deleteParent: 'This parent promotion has child promotions: delete or move them first.',
  searchTooLong: 'q must be at most 100 characters',
  sortOneOf: (values: string) => `sort must be one of ${values}`,
  directionOneOf: 'direction must be asc or desc',
} as const;

export function isValidSubdomain(value: string): boolean {
  return HOST_LABEL.test(value);
}

export function isProgramLength(value: number): value is ProgramLength {
  return (PROGRAM_LENGTHS as readonly number[]).includes(value);
}

/** Weeks = program_length / 7 rounded down. */
export function weeksOf(programLength: number): number {
  return Math.floor(programLength / 7);
}

/** default_goal for a new promotion = max(floor(length / 7), 1). */
export function defaultGoalFor(programLength: number): number {
  return Math.max(Math.floor(programLength / 7), 1);
}

/** ends_on = starts_on + program_length - 1 days. */
export function endsOnFor(startsOn: string, programLength: number): string {
  return addDays(startsOn, programLength - 1);
}

/** The dashboard's default goal calculation: (activity points/day x days/week + behavior points/day x days/week) x weeks. */
export interface GoalCalculation {
  activity_points_per_day: number;
  activity_days_per_week: number;
  behavior_points_per_day: number;
  behavior_days_per_week: number;
  weeks: number;
  total: number;
}

export function goalCalculation(input: Omit<GoalCalculation, 'total'>): GoalCalculation {
  const perWeek = input.activity_points_per_day * input.activity_days_per_week + input.behavior_points_per_day * input.behavior_days_per_week;
  return { ...input, total: perWeek * input.weeks };
}

export interface DateFields {
  program_length: number;
  starts_on: string | null;
  ends_on?: string | null;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  launch_on: string | null;
  logging_ends_on: string | null;
  disabled_on: string | null;
}

export interface RuleIssue {
  field: string;
  message: string;
}

/**
 * The date rules, each on the field a master must change: registration begins <= launch <= start <= end, registration
 * ends between its beginning and the end, logging end and disabled date after the start, ends_on derived.
 */
export function dateIssues(v: DateFields): RuleIssue[] {
  const m = PROMOTION_ADMIN_MESSAGES;
  const issues: RuleIssue[] = [];
  if (!isProgramLength(v.program_length)) issues.push({ field: 'program_length', message: m.programLength });
  if (!v.starts_on) {
    issues.push({ field: 'starts_on', message: m.startsRequired });
    return issues;
  }
  const start = v.starts_on;
  const end = isProgramLength(v.program_length) ? endsOnFor(start, v.program_length) : null;
  if (end && v.ends_on && v.ends_on !== end) issues.push({ field: 'ends_on', message: m.endsOn(end) });
  if (v.registration_starts_on) {
    if (v.launch_on && v.registration_starts_on > v.launch_on) issues.push({ field: 'registration_starts_on', message: m.registrationAfterLaunch });
    else if (v.registration_starts_on > start) issues.push({ field: 'registration_starts_on', message: m.registrationAfterStart });
  }
  if (v.launch_on && v.launch_on > start) issues.push({ field: 'launch_on', message: m.launchAfterStart });
  if (v.registration_ends_on) {
    if (v.registration_starts_on && v.registration_ends_on < v.registration_starts_on) {
      issues.push({ field: 'registration_ends_on', message: m.registrationEndsBeforeStart });
    } else if (end && v.registration_ends_on > end) issues.push({ field: 'registration_ends_on', message: m.registrationEndsAfterEnd });
  }
  if (v.logging_ends_on && v.logging_ends_on <= start) issues.push({ field: 'logging_ends_on', message: m.loggingEndsBeforeStart });
  if (v.disabled_on && v.disabled_on <= start) issues.push({ field: 'disabled_on', message: m.disabledBeforeStart });
  return issues;
}

/** The subdomain's own rules (uniqueness is the server's). */
export function subdomainIssue(value: string): RuleIssue | null {
  const m = PROMOTION_ADMIN_MESSAGES;
  if (!value) return { field: 'subdomain', message: m.subdomainRequired };
  if (!isValidSubdomain(value)) return { field: 'subdomain', message: m.subdomainInvalid };
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(value)) return { field: 'subdomain', message: m.subdomainReserved };
  return null;
}

/** Every rule of the form at once; the form shows each on its field, the server answers them as a 422 list. */
export function promotionIssues(v: DateFields & {
  subdomain: string;
  default_goal: number;
  min_interest_choice: number;
  max_interest_choice: number;
  daily_activity_minimum: number;
  daily_activity_allowance: number;
}): RuleIssue[] {
  const m = PROMOTION_ADMIN_MESSAGES;
  const issues: RuleIssue[] = [];
  const sub = subdomainIssue(v.subdomain);
  if (sub) issues.push(sub);
  issues.push(...dateIssues(v));
  if (!Number.isInteger(v.default_goal) || v.default_goal < 1) issues.push({ field: 'default_goal', message: m.defaultGoal });
  if (v.min_interest_choice > v.max_interest_choice) issues.push({ field: 'min_interest_choice', message: m.interestChoice });
  if (v.daily_activity_minimum > v.daily_activity_allowance) issues.push({ field: 'daily_activity_minimum', message: m.activityAllowance });
  return issues;
}

/** Which field a server message belongs to, so the form can show it there. */
export function fieldOfMessage(message: string, issues: RuleIssue[]): string | null {
  if (message === PROMOTION_ADMIN_MESSAGES.subdomainTaken) return 'subdomain';
  return issues.find((i) => i.message === message)?.field ?? null;
}
