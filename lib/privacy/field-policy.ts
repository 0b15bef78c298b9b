// The one field policy (docs/privacy.md): what the employer's side can see about a participant. The coordinator
// screens, the Simple report catalogue, the exports, impersonation and the participant's "What my employer sees" page
// all read this table, so what the page promises and what the screens show cannot drift apart.
import type { Action } from '@/lib/permissions';
import { DEFAULT_PRIVACY_FLOOR } from './constants';

/** per_person: shown by name; aggregate: only in counts of at least k people; never: not on the employer's side. */
export type Visibility = 'per_person' | 'aggregate' | 'never';

export interface FieldRule {
  key: string;
  /** What the participant reads. */
  label: string;
  visibility: Visibility;
  /** Where an employer-side role meets it (or why it does not). */
  where: string;
  /** Simple report fields carrying it, if any. */
  reportFields?: readonly string[];
}

export const FIELD_POLICY: readonly FieldRule[] = [
  { key: 'name', label: 'Your first and last name', visibility: 'per_person', where: 'Participants list, Simple reports and their CSV exports', reportFields: ['first_name', 'last_name'] },
  { key: 'email', label: 'Your email address', visibility: 'per_person', where: 'Participants list, Simple reports, exports', reportFields: ['email'] },
  { key: 'employee_id', label: 'Your employee or SSO identifier', visibility: 'per_person', where: 'Participants list, eligibility records, reports', reportFields: ['sso_identifier'] },
  { key: 'location', label: 'Your location', visibility: 'per_person', where: 'Participants list, reports', reportFields: ['location', 'top_level_location'] },
  { key: 'team', label: 'Your team', visibility: 'per_person', where: 'Teams tab, reports', reportFields: ['team_name'] },
  { key: 'role', label: 'Your role in the program', visibility: 'per_person', where: 'Participants list, reports', reportFields: ['role'] },
  { key: 'registered_on', label: 'The day you registered', visibility: 'per_person', where: 'Reports', reportFields: ['created_at'] },
  {
    key: 'participation', label: 'How much you took part: activities logged, scenes and duos completed, points, last day you logged',
    visibility: 'per_person', where: 'Participants list, reports',
    reportFields: ['activities_logged', 'last_logged_on', 'scenes_completed', 'duos_completed', 'total_points'],
  },
  { key: 'evaluation_done', label: 'Whether and when you completed an evaluation (not your answers)', visibility: 'per_person', where: 'Reports', reportFields: ['evaluation_completed_at'] },
  { key: 'profile_prompts', label: 'Answers to profile questions not marked sensitive (for example your department)', visibility: 'per_person', where: 'Reports' },
  { key: 'activities', label: 'Which activities you logged and when', visibility: 'aggregate', where: 'Stats tab and end-of-program report, as counts per day, week and category' },
  { key: 'evaluation_answers', label: 'Your evaluation answers (the assessment and check-ins)', visibility: 'aggregate', where: 'Evaluation results, as counts of at least k people' },
  { key: 'flourishing', label: 'Your Flourishing Scale and survey answers', visibility: 'aggregate', where: 'Survey results, as counts of at least k people' },
  { key: 'sensitive_prompts', label: 'Answers to questions marked sensitive or asked in an evaluation', visibility: 'aggregate', where: 'Breakdowns, as counts of at least k people' },
  { key: 'messages', label: 'Your private messages', visibility: 'never', where: 'Nobody on the employer’s side reads them, not even when viewing the program as you' },
  { key: 'journal', label: 'Your journal', visibility: 'never', where: 'Nobody on the employer’s side reads it, not even when viewing the program as you' },
  { key: 'password', label: 'Your password, sign-in devices and security settings', visibility: 'never', where: 'Never shown to anyone' },
];

/** The employer-side roles and how far each one reaches (the page lists them; server/auth/abilities.ts enforces it). */
export const EMPLOYER_ROLES: readonly { role: string; reach: string }[] = [
  { role: 'Coordinator', reach: 'the whole program of your employer' },
  { role: 'Regional Coordinator', reach: 'the people of their region (their location and the locations under it)' },
  { role: 'Location Coordinator', reach: 'the people of their location' },
  { role: 'Super Coordinator', reach: 'the programs they are assigned, in aggregates and the participants list' },
  { role: 'Reseller', reach: 'the programs of the organizations they sell to, like a super coordinator' },
];

/** Who runs the platform (not your employer): masters see raw figures and write SQL reports, for operating it. */
export const PLATFORM_OPERATOR_ROLE = 'Master';

/**
 * What only the person may open, even when an administrator views the program as them (impersonation): an
 * employer reading private messages or wellbeing answers is what employees distrust most, so the default is refusal.
 */
export const PRIVATE_TO_THE_PERSON: ReadonlySet<Action> = new Set<Action>(['messages.use', 'evaluations.take', 'journal.use']);

/** Report fields shown per person; every other field (custom prompts) is decided by its prompt's sensitivity. */
export const PER_PERSON_REPORT_FIELDS: ReadonlySet<string> = new Set(
  FIELD_POLICY.filter((f) => f.visibility === 'per_person').flatMap((f) => f.reportFields ?? []),
);

/** The floor the page states when the organization's is unknown. */
export const FALLBACK_FLOOR = DEFAULT_PRIVACY_FLOOR;
