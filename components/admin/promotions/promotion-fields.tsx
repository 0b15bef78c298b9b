'use client';
// The promotion form's fields by name, and the sections that group them. The wizard (a new promotion) and the
// sectioned edit form render the same fields from the same lists, so a label, a description and a rule read the same
// on both; each section's field names are also what its step validates and what its "Save" sends.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useWatch, type FieldPath } from 'react-hook-form';
import { PROMOTION_FLAG_KEYS, type PromotionFlagKey } from '@/lib/promotion-flags';
import { API_VERSIONS, PROGRAM_LENGTHS } from '@/lib/promotions/admin-rules';
import type { PromotionFormOptions } from '@/lib/promotions/admin-types';
import { PROMOTION_THEMES } from '@/lib/promotions/themes';
import { LOCALES, LOCALE_NAMES } from '@/lib/i18n/locales';
import { useFormat } from '@/lib/i18n/use-format';
import { Field, FormField, Select } from '@/components/ui';
import { CheckField, SelectField, TextAreaField, TextField } from './form-controls';
import { formatDay } from './format';
import { derived, type PromotionFormValues } from './promotion-form-values';

type V = PromotionFormValues;
/** A top-level value of the form; `flags` stands for every feature switch. */
export type PromotionFieldName = Exclude<keyof V, never>;

type PromotionsT = ReturnType<typeof useTranslations<'admin-promotions'>>;

/** Each feature switch's label in the catalog (flags group). */
const FLAG_LABEL_KEYS = {
  is_teams_enabled: 'teams', is_location_displayed: 'locations', is_eligibility_displayed: 'eligibility', is_gender_displayed: 'gender',
  is_address_displayed: 'address', is_birthday_displayed: 'birthday', is_phone_displayed: 'phone', is_time_zone_displayed: 'timeZone',
  hide_privacy_link: 'hidePrivacyLink', show_opt_in_participation_link: 'optInParticipationLink', is_fitbit_enabled: 'fitbit',
  is_validic_enabled: 'validic', is_healthkit_enabled: 'healthkit', is_goal_page_enabled: 'goalPage', disable_manual_logging: 'disableManualLogging',
  is_manual_override_enabled: 'manualOverride', is_social_media_displayed: 'socialMedia', is_mascot_hidden: 'hideMascot',
  is_show_individual_leaderboard: 'individualLeaderboard', is_show_location_leaderboard: 'locationLeaderboard', is_buddy_feature_displayed: 'buddies',
  is_video_enabled: 'video', is_wall_enabled: 'wall', is_mobile_enabled: 'mobile', is_timeout_enabled: 'timeout', is_feedback_enabled: 'feedback',
  send_push_notifications: 'pushNotifications', push_first_day: 'pushFirstDay', push_weekly_reminder: 'pushWeeklyReminder',
  push_friend_reminder: 'pushFriendReminder', push_duo_invite: 'pushDuoInvite', push_duo_incomplete: 'pushDuoIncomplete', push_duo_paired: 'pushDuoPaired',
} as const satisfies Record<PromotionFlagKey, string>;
export const flagLabel = (t: PromotionsT, key: PromotionFlagKey) => t(`flags.${FLAG_LABEL_KEYS[key]}`);

/** A group of fields; its title and description are the catalog's `editSections.<id>Title` or `wizardSteps.<id>Title` (and Description). */
export interface PromotionSection<Id extends string = string> {
  id: Id;
  fields: readonly PromotionFieldName[];
}

/** The edit form's sections, in order. Ids are anchors other screens link to (the cockpit's "/edit#dates"). */
export type EditSectionId = 'identity' | 'dates' | 'goals' | 'collections' | 'labels' | 'features' | 'other';
export const EDIT_SECTIONS: readonly PromotionSection<EditSectionId>[] = [
  { id: 'identity',
    fields: ['name', 'program_name', 'subdomain', 'organization_id', 'parent_promotion_id', 'domain', 'theme', 'logo', 'tag', 'api_version', 'time_zone', 'default_locale', 'is_active', 'is_launchpad'] },
  { id: 'dates',
    fields: ['program_length', 'starts_on', 'registration_starts_on', 'registration_ends_on', 'launch_on', 'logging_ends_on', 'disabled_on', 'max_registrations', 'is_closed', 'duo_ended'] },
  { id: 'goals',
    fields: ['default_goal', 'daily_activity_allowance', 'daily_activity_minimum', 'max_activities_day', 'min_interest_choice', 'max_interest_choice', 'trivia_points', 'bonus_points', 'entry_points', 'works_point_value', 'activity_feels'] },
  { id: 'collections',
    fields: ['default_competition_collection_id', 'collection_id', 'duo_collection_id'] },
  { id: 'labels',
    fields: ['attraction_label', 'attraction_label_plural', 'friend_label', 'friend_label_plural', 'point_label', 'point_label_plural', 'level_label', 'level_label_plural', 'wall_label', 'location_labels'] },
  { id: 'features', fields: ['display_team_feature', 'flags'] },
  { id: 'other',
    fields: ['video_url', 'video_button_url', 'video_caption_url', 'coordinators', 'visible_validic_devices'] },
];

/**
 * The new-promotion wizard's steps before the review, in the order a master decides them: what and when, who and
 * where (the parent picked there fills the later steps with its defaults), then what participants use, the words they
 * read, and what they start with. Video, coordinators, devices and the rarer switches keep their defaults and are
 * edited in the sectioned form afterwards.
 */
export type WizardStepId = 'basics' | 'organization' | 'features' | 'labels' | 'content';
export const WIZARD_STEPS: readonly PromotionSection<WizardStepId>[] = [
  { id: 'basics',
    fields: ['name', 'program_name', 'default_locale', 'time_zone', 'program_length', 'starts_on', 'registration_starts_on', 'registration_ends_on', 'launch_on'] },
  { id: 'organization',
    fields: ['organization_id', 'parent_promotion_id', 'subdomain', 'domain', 'theme', 'logo'] },
  { id: 'features', fields: ['display_team_feature', 'flags'] },
  { id: 'labels',
    fields: ['attraction_label', 'attraction_label_plural', 'friend_label', 'friend_label_plural', 'point_label', 'point_label_plural', 'level_label', 'level_label_plural', 'wall_label', 'location_labels'] },
  { id: 'content',
    fields: ['default_competition_collection_id', 'collection_id', 'duo_collection_id', 'default_goal', 'daily_activity_allowance', 'daily_activity_minimum', 'max_activities_day', 'min_interest_choice', 'max_interest_choice', 'activity_feels', 'trivia_points', 'bonus_points', 'entry_points', 'works_point_value'] },
];

export interface FieldContext {
  mode: 'create' | 'edit';
  options: PromotionFormOptions;
  /** Parents the promotion may take (never itself). */
  parents: PromotionFormOptions['parents'];
  onParent: (value: string) => void;
  onLength: (value: string) => void;
  onGoalTouched: () => void;
}

const ids = (list: { id: number; name: string }[]) => list.map((o) => ({ value: o.id, label: o.name }));

/** One field, by name. `flags` renders every feature switch; `starts_on` is followed by the computed end date. */
export function PromotionFieldView({ name, ctx }: { name: PromotionFieldName; ctx: FieldContext }): ReactNode {
  const t = useTranslations('admin-promotions');
  const { options } = ctx;
  const optional = t('fields.optional');
  const none = t('fields.none');
  switch (name) {
    case 'name': return <TextField<V> name="name" label={t('fields.name')} />;
    case 'program_name': return <TextField<V> name="program_name" label={t('fields.programName')} description={optional} />;
    case 'subdomain': return <TextField<V> name="subdomain" label={t('fields.subdomain')} description={t('fields.subdomainHelp')} />;
    case 'organization_id': return <SelectField<V> name="organization_id" label={t('fields.organization')} choices={ids(options.organizations)} empty={t('fields.chooseOrganization')} />;
    case 'parent_promotion_id':
      return (
        <SelectFieldWithChange name="parent_promotion_id" label={t('fields.parentPromotion')} empty={none} onPicked={ctx.onParent}
          choices={ctx.parents.map((p) => ({ value: p.id, label: p.name }))}
          description={ctx.mode === 'create' ? t('fields.parentPromotionHelp') : undefined} />
      );
    case 'domain': return <TextField<V> name="domain" label={t('fields.customDomain')} description={optional} />;
    case 'theme': return <ThemeField />;
    case 'logo': return <TextField<V> name="logo" label={t('fields.logoUrl')} type="url" description={optional} />;
    case 'tag': return <TextField<V> name="tag" label={t('fields.tag')} description={optional} />;
    case 'api_version': return <SelectField<V> name="api_version" label={t('fields.apiVersion')} choices={API_VERSIONS} />;
    case 'time_zone': return <TextField<V> name="time_zone" label={t('fields.timeZone')} description={t('fields.timeZoneHelp')} />;
    case 'default_locale':
      return (
        <SelectField<V> name={name} label={t('fields.defaultLanguage')} empty={t('fields.automaticLanguage')} choices={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          description={t('fields.defaultLanguageHelp')} />
      );
    case 'is_active': return <CheckField<V> name="is_active" label={t('fields.active')} />;
    case 'is_launchpad': return <CheckField<V> name="is_launchpad" label={t('fields.launchpad')} description={t('fields.launchpadHelp')} />;
    case 'program_length':
      return <SelectFieldWithChange name="program_length" label={t('fields.programLength')} onPicked={ctx.onLength} choices={PROGRAM_LENGTHS.map((d) => ({ value: d, label: t('fields.programLengthChoice', { days: d, weeks: d / 7 }) }))} />;
    case 'starts_on': return <><TextField<V> name="starts_on" label={t('fields.startDate')} type="date" /><EndDate /></>;
    case 'registration_starts_on': return <TextField<V> name="registration_starts_on" label={t('fields.registrationBegins')} type="date" />;
    case 'registration_ends_on': return <TextField<V> name="registration_ends_on" label={t('fields.registrationEnds')} type="date" />;
    case 'launch_on': return <TextField<V> name="launch_on" label={t('fields.launch')} type="date" />;
    case 'logging_ends_on': return <TextField<V> name="logging_ends_on" label={t('fields.loggingEnds')} type="date" description={t('fields.loggingEndsHelp')} />;
    case 'disabled_on': return <TextField<V> name="disabled_on" label={t('fields.disabledAfter')} type="date" description={t('fields.disabledAfterHelp')} />;
    case 'max_registrations': return <TextField<V> name="max_registrations" label={t('fields.mostRegistrations')} type="number" description={t('fields.mostRegistrationsHelp')} />;
    case 'is_closed': return <CheckField<V> name="is_closed" label={t('fields.registrationClosed')} />;
    case 'duo_ended': return <CheckField<V> name="duo_ended" label={t('fields.duosEnded')} />;
    case 'default_goal':
      return (
        <div onInput={ctx.onGoalTouched}>
          <TextField<V> name="default_goal" label={t('fields.defaultGoal')} type="number" description={t('fields.defaultGoalHelp')} />
        </div>
      );
    case 'daily_activity_allowance': return <TextField<V> name={name} label={t('fields.dailyActivityAllowance')} type="number" />;
    case 'daily_activity_minimum': return <TextField<V> name={name} label={t('fields.dailyActivityMinimum')} type="number" />;
    case 'max_activities_day': return <TextField<V> name={name} label={t('fields.mostActivitiesADay')} type="number" />;
    case 'min_interest_choice': return <TextField<V> name={name} label={t('fields.fewestInterests')} type="number" />;
    case 'max_interest_choice': return <TextField<V> name={name} label={t('fields.mostInterests')} type="number" />;
    case 'trivia_points': return <TextField<V> name={name} label={t('fields.triviaPoints')} type="number" />;
    case 'bonus_points': return <TextField<V> name={name} label={t('fields.bonusPoints')} type="number" />;
    case 'entry_points': return <TextField<V> name={name} label={t('fields.entryPoints')} type="number" />;
    case 'works_point_value': return <TextField<V> name={name} label={t('fields.worksPointValue')} type="number" />;
    case 'activity_feels': return <CheckField<V> name={name} label={t('fields.activityFeels')} />;
    case 'default_competition_collection_id': return <SelectField<V> name={name} label={t('fields.activityCollection')} choices={ids(options.activity_collections)} empty={none} />;
    case 'collection_id': return <SelectField<V> name={name} label={t('fields.sceneCollection')} choices={ids(options.scene_collections)} empty={none} />;
    case 'duo_collection_id': return <SelectField<V> name={name} label={t('fields.duoCollection')} choices={ids(options.duo_collections)} empty={none} />;
    case 'attraction_label': return <TextField<V> name={name} label={t('fields.attractionLabel')} />;
    case 'attraction_label_plural': return <TextField<V> name={name} label={t('fields.attractionLabelPlural')} />;
    case 'friend_label': return <TextField<V> name={name} label={t('fields.friendLabel')} />;
    case 'friend_label_plural': return <TextField<V> name={name} label={t('fields.friendLabelPlural')} />;
    case 'point_label': return <TextField<V> name={name} label={t('fields.pointLabel')} />;
    case 'point_label_plural': return <TextField<V> name={name} label={t('fields.pointLabelPlural')} />;
    case 'level_label': return <TextField<V> name={name} label={t('fields.levelLabel')} />;
    case 'level_label_plural': return <TextField<V> name={name} label={t('fields.levelLabelPlural')} />;
    case 'wall_label': return <TextField<V> name={name} label={t('fields.wallLabel')} />;
    case 'location_labels': return <TextField<V> name={name} label={t('fields.locationLabels')} description={t('fields.locationLabelsHelp')} />;
    case 'display_team_feature': return <CheckField<V> name={name} label={t('fields.showTeamFeature')} />;
    case 'flags':
      return (
        <fieldset className="sm:col-span-2 lg:col-span-3">
          <legend className="mb-3 font-semibold text-ink">{t('fields.featureSwitches')}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {PROMOTION_FLAG_KEYS.map((key) => <CheckField<V> key={key} name={`flags.${key}` as FieldPath<V>} label={flagLabel(t, key)} />)}
          </div>
        </fieldset>
      );
    case 'video_url': return <TextField<V> name={name} label={t('fields.participantVideoUrl')} type="url" />;
    case 'video_button_url': return <TextField<V> name={name} label={t('fields.videoButtonUrl')} type="url" />;
    case 'video_caption_url': return <TextField<V> name={name} label={t('fields.videoCaptionUrl')} type="url" />;
    case 'coordinators':
      return <TextAreaField<V> name={name} label={t('fields.coordinators')} description={t('fields.coordinatorsHelp')} className="sm:col-span-2" />;
    case 'visible_validic_devices': return <TextField<V> name={name} label={t('fields.visibleValidicDevices')} description={t('fields.visibleValidicDevicesHelp')} />;
    default: return null;
  }
}

/** The known looks by name; a key the list does not know (an older or imported promotion's) stays choosable as it is. */
function ThemeField() {
  const t = useTranslations('admin-promotions');
  const theme = useWatch<V, 'theme'>({ name: 'theme' });
  const choices = PROMOTION_THEMES.map((th) => ({ value: th.key, label: th.name }));
  if (theme && !choices.some((c) => c.value === theme)) choices.push({ value: theme, label: theme });
  return <SelectField<V> name="theme" label={t('fields.theme')} description={t('fields.themeHelp')} choices={choices} />;
}

/** The end date follows the start and the length; the server computes it the same way. */
function EndDate() {
  const t = useTranslations('admin-promotions');
  const format = useFormat();
  const [starts_on, program_length] = useWatch<V, ['starts_on', 'program_length']>({ name: ['starts_on', 'program_length'] });
  const { ends_on, weeks } = derived({ starts_on, program_length });
  return (
    <Field label={t('fields.endDate')} description={weeks ? t('fields.endDateHelp', { weeks }) : t('fields.endDateFollows')}>
      <output className="flex min-h-12 items-center text-lg font-semibold text-ink" aria-live="polite">{formatDay(ends_on, format)}</output>
    </Field>
  );
}
function SelectFieldWithChange({ name, label, description, choices, empty, onPicked }: {
  name: 'parent_promotion_id' | 'program_length';
  label: string;
  description?: string;
  choices: { value: number; label: string }[];
  empty?: string;
  onPicked: (value: string) => void;
}) {
  return (
    <FormField<V, typeof name> name={name} label={label} description={description}
      render={(field) => (
        <Select {...field} onChange={(e) => { field.onChange(e); onPicked(e.target.value); }}>
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {choices.map((c) => <option key={c.value} value={String(c.value)}>{c.label}</option>)}
        </Select>
      )} />
  );
}
