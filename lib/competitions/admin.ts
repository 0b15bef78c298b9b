// Competitions and behaviors as the master edits them (administration.md §3 "Competition", "Behavior", §4, §5, §9):
// the defaults of a new competition, the derived end day, the behaviors' date rules, the wire shapes and the
// inputs. Shared by the API (server/competitions/admin.ts) and the editor screens.
import { z } from 'zod';
import { addDays } from '@/lib/promotion-dates';
import { isoDaySchema } from '@/lib/schemas';

/** §9 "Competition defaults". */
export const COMPETITION_DEFAULTS = {
  team_size_min: 4,
  team_size_max: 4,
  freeze_team_scores: 1,
  behavior_label: 'Thrive',
  behavior_feature_label: 'Thrive Thursday',
  works_value: 400,
} as const;

export const COMPETITION_MESSAGES = {
  notFoundList: 'Competitions could not be found',
  notFound: 'Competition could not be found',
  save: 'Could not save Competition',
  // Ours (the spec names no message for these).
  enrollmentOrder: 'Enrollment must start on or before the day it ends.',
  teamSizes: 'The minimum team size cannot be larger than the maximum.',
  behaviorsOutside: 'Some behaviors fall outside the new competition dates; move them first.',
  hasTeams: 'This competition has teams and cannot be deleted.',
} as const;

export const BEHAVIOR_MESSAGES = {
  outsideRange: 'Dates should fit the competition dates range. (start to end)',
  order: 'Start date should be before end date.',
  notFound: 'Behavior could not be found', // ours
  save: 'Could not save Behavior', // ours
  competitionRequired: 'Choose the competition of these behaviors, or the promotion defaults.', // ours
} as const;

/** competition_ends_on = competition_starts_on + comp_length − 1 days (§5). */
export function competitionEndsOn(startsOn: string, compLength: number): string {
  return addDays(startsOn, compLength - 1);
}

/** A behavior's end defaults to its start when only the start is set (§4). */
export function behaviorDates(start: string | null, end: string | null): { start: string | null; end: string | null } {
  return { start, end: start && !end ? start : end };
}

/** The first rule a behavior's dates break, or null. `range` is the competition's (none for promotion defaults). */
export function behaviorDateError(start: string | null, end: string | null, range: { from: string; to: string } | null): string | null {
  if (start && end && end < start) return BEHAVIOR_MESSAGES.order;
  if (!start && end) return BEHAVIOR_MESSAGES.order;
  if (range) {
    for (const day of [start, end]) {
      if (day && (day < range.from || day > range.to)) return BEHAVIOR_MESSAGES.outsideRange;
    }
  }
  return null;
}

export interface AdminCompetition {
  id: number;
  promotion_id: number;
  name: string | null;
  enrollment_starts_on: string;
  enrollment_ends_on: string;
  competition_starts_on: string;
  competition_ends_on: string;
  comp_length: number;
  team_size_min: number;
  team_size_max: number;
  /** 1 or 0 on the wire, like the spec's default. */
  freeze_team_scores: 0 | 1;
  freeze_team_scores_on: string | null;
  behavior_label: string;
  behavior_feature_label: string;
  works_value: number;
  weeks: number;
  teams_count: number;
  behaviors_count: number;
}

export type CompetitionDraft = Omit<AdminCompetition, 'id' | 'promotion_id' | 'teams_count' | 'behaviors_count' | 'weeks'>;

export interface AdminBehavior {
  id: number;
  name: string;
  start: string | null;
  end: string | null;
  sequence: number;
  default: boolean;
  behaviorable_type: 'Competition' | 'Promotion';
  behaviorable_id: number;
  promotion_id: number;
}

/**
 * The fields' messages, each written out (the errors catalog reads them, and a field's name is part of its sentence in
 * every language).
 */
export const COMPETITION_FIELD_MESSAGES = {
  dayRange: 'must be a date between 2000 and 2099',
  nameTooLong: 'Name must be at most 120 characters.',
  nameRequired: 'Name is required.',
  compLengthWhole: 'Competition length must be a whole number.',
  compLengthMin: 'Competition length must be at least 1.',
  compLengthMax: 'Competition length must be at most 366.',
  teamSizeMinWhole: 'Minimum team size must be a whole number.',
  teamSizeMinMin: 'Minimum team size must be at least 1.',
  teamSizeMinMax: 'Minimum team size must be at most 100.',
  teamSizeMaxWhole: 'Maximum team size must be a whole number.',
  teamSizeMaxMin: 'Maximum team size must be at least 1.',
  teamSizeMaxMax: 'Maximum team size must be at most 100.',
  freezeTeamScores: 'Freeze team scores must be 0 or 1.',
  behaviorLabelRequired: 'Behavior label is required.',
  behaviorLabelTooLong: 'Behavior label must be at most 60 characters.',
  featureLabelRequired: 'Behavior feature label is required.',
  featureLabelTooLong: 'Behavior feature label must be at most 60 characters.',
  worksValueWhole: 'Works value must be a whole number.',
  worksValueMin: 'Works value must be at least 0.',
  worksValueMax: 'Works value must be at most 100000.',
  sequenceWhole: 'Sequence must be a whole number.',
} as const;

const F = COMPETITION_FIELD_MESSAGES;
const day = isoDaySchema.refine((v) => v >= '2000-01-01' && v <= '2099-12-31', F.dayRange);
const label = (required: string, tooLong: string) => z.string().trim().min(1, required).max(60, tooLong);
const whole = (min: number, max: number, messages: { whole: string; min: string; max: string }) =>
  z.coerce.number({ message: messages.whole }).int(messages.whole).min(min, messages.min).max(max, messages.max);

export const competitionWriteSchema = z.object({
  name: z.string().trim().max(120, F.nameTooLong).nullish().transform((v) => v || null),
  enrollment_starts_on: day,
  enrollment_ends_on: day,
  competition_starts_on: day,
  /** Sent by the form for display; the server derives it from the start and the length. */
  competition_ends_on: z.unknown().optional(),
  comp_length: whole(1, 366, { whole: F.compLengthWhole, min: F.compLengthMin, max: F.compLengthMax }),
  team_size_min: whole(1, 100, { whole: F.teamSizeMinWhole, min: F.teamSizeMinMin, max: F.teamSizeMinMax }),
  team_size_max: whole(1, 100, { whole: F.teamSizeMaxWhole, min: F.teamSizeMaxMin, max: F.teamSizeMaxMax }),
  freeze_team_scores: z.union([z.boolean(), z.literal(0), z.literal(1)], { message: F.freezeTeamScores }).transform((v) => v === true || v === 1),
  freeze_team_scores_on: day.nullish().transform((v) => v ?? null),
  behavior_label: label(F.behaviorLabelRequired, F.behaviorLabelTooLong),
  behavior_feature_label: label(F.featureLabelRequired, F.featureLabelTooLong),
  works_value: whole(0, 100_000, { whole: F.worksValueWhole, min: F.worksValueMin, max: F.worksValueMax }),
});
export type CompetitionWrite = z.infer<typeof competitionWriteSchema>;

/** POST: a client may send only {name}; the server fills what it omits with the new competition's defaults. */
export const competitionCreateSchema = competitionWriteSchema.partial();
export type CompetitionCreate = z.infer<typeof competitionCreateSchema>;

export const behaviorWriteSchema = z.object({
  name: z.string().trim().min(1, F.nameRequired).max(120, F.nameTooLong),
  start: day.nullish().transform((v) => v ?? null),
  end: day.nullish().transform((v) => v ?? null),
  sequence: z.coerce.number().int(F.sequenceWhole).min(0).max(10_000).optional(),
});
export type BehaviorWrite = z.infer<typeof behaviorWriteSchema>;

/** POST behaviors: a competition's (competition_id) or a promotion default (no competition_id). */
export const behaviorCreateSchema = behaviorWriteSchema.extend({
  competition_id: z.coerce.number().int().positive().max(2_147_483_647).nullish().transform((v) => v ?? null),
});

/** GET behaviors: competition_id, or default=true (behaviorable_type Promotion). */
export const behaviorListQuery = z.object({
  competition_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  default: z.enum(['true', 'false', '1', '0']).optional(),
  behaviorable_type: z.enum(['Competition', 'Promotion']).optional(),
  promotion_id: z.string().optional(),
});
