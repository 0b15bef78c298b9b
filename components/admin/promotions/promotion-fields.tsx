'use client';
// The promotion form's fields by name, and the sections that group them. The wizard (a new promotion) and the
// sectioned edit form render the same fields from the same lists, so a label, a description and a rule read the same
// on both; each section's field names are also what its step validates and what its "Save" sends.
import type { ReactNode } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { PROMOTION_FLAG_KEYS, type PromotionFlagKey } from '@/lib/promotion-flags';
import { API_VERSIONS, PROGRAM_LENGTHS } from '@/lib/promotions/admin-rules';
import type { PromotionFormOptions } from '@/lib/promotions/admin-types';
import { PROMOTION_THEMES } from '@/lib/promotions/themes';
import { LOCALES, LOCALE_NAMES } from '@/lib/i18n/locales';
import { Field, FormField, Select } from '@/components/ui';
import { CheckField, SelectField, TextAreaField, TextField } from './form-controls';
import { formatDay } from './format';
import { derived, type PromotionFormValues } from './promotion-form-values';

type V = PromotionFormValues;
/** A top-level value of the form; `flags` stands for every feature switch. */
export type PromotionFieldName = Exclude<keyof V, never>;

const FLAG_LABELS: Partial<Record<PromotionFlagKey, string>> = {
  is_teams_enabled: 'Teams', is_location_displayed: 'Locations', is_eligibility_displayed: 'Eligibility verification',
  is_address_displayed: 'Address', hide_privacy_link: 'Hide the privacy link', show_opt_in_participation_link: 'Opt-in participation link',
  disable_manual_logging: 'Disable manual logging', is_manual_override_enabled: 'Manual override', is_mascot_hidden: 'Hide the mascot',
  is_show_individual_leaderboard: 'Individual leaderboard', is_show_location_leaderboard: 'Location leaderboard',
  is_buddy_feature_displayed: 'Buddies (duos)', send_push_notifications: 'Push notifications',
};
export const flagLabel = (key: string) =>
  FLAG_LABELS[key as PromotionFlagKey] ??
  key.replace(/^(is_|push_)/, (m) => (m === 'push_' ? 'Push: ' : '')).replace(/_(displayed|enabled)$/, '').replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

export interface PromotionSection {
  id: string;
  title: string;
  description?: string;
  fields: readonly PromotionFieldName[];
}

/** The edit form's sections, in order. Ids are anchors other screens link to (the cockpit's "/edit#dates"). */
export const EDIT_SECTIONS: readonly PromotionSection[] = [
  { id: 'identity', title: 'Identity', description: 'What the promotion is called and where it lives.',
    fields: ['name', 'program_name', 'subdomain', 'organization_id', 'parent_promotion_id', 'domain', 'theme', 'logo', 'tag', 'api_version', 'time_zone', 'default_locale', 'is_active', 'is_launchpad'] },
  { id: 'dates', title: 'Dates', description: 'Registration opens on or before launch, launch is on or before the start; the end follows from the length.',
    fields: ['program_length', 'starts_on', 'registration_starts_on', 'registration_ends_on', 'launch_on', 'logging_ends_on', 'disabled_on', 'max_registrations', 'is_closed', 'duo_ended'] },
  { id: 'goals', title: 'Goals and points',
    fields: ['default_goal', 'daily_activity_allowance', 'daily_activity_minimum', 'max_activities_day', 'min_interest_choice', 'max_interest_choice', 'trivia_points', 'bonus_points', 'entry_points', 'works_point_value', 'activity_feels'] },
  { id: 'collections', title: 'Collections', description: 'The libraries this promotion draws from.',
    fields: ['default_competition_collection_id', 'collection_id', 'duo_collection_id'] },
  { id: 'labels', title: 'Labels', description: 'The words participants see.',
    fields: ['attraction_label', 'attraction_label_plural', 'friend_label', 'friend_label_plural', 'point_label', 'point_label_plural', 'level_label', 'level_label_plural', 'wall_label', 'location_labels'] },
  { id: 'features', title: 'Features', description: 'What participants can use.', fields: ['display_team_feature', 'flags'] },
  { id: 'other', title: 'Video, coordinators and devices',
    fields: ['video_url', 'video_button_url', 'video_caption_url', 'coordinators', 'visible_validic_devices'] },
];

/**
 * The new-promotion wizard's steps before the review, in the order a master decides them: what and when, who and
 * where (the parent picked there fills the later steps with its defaults), then what participants use, the words they
 * read, and what they start with. Video, coordinators, devices and the rarer switches keep their defaults and are
 * edited in the sectioned form afterwards.
 */
export const WIZARD_STEPS: readonly PromotionSection[] = [
  { id: 'basics', title: 'Basics and dates', description: 'What the promotion is called, its language and time zone, and when it runs.',
    fields: ['name', 'program_name', 'default_locale', 'time_zone', 'program_length', 'starts_on', 'registration_starts_on', 'registration_ends_on', 'launch_on'] },
  { id: 'organization', title: 'Organization and domain', description: 'Who runs it, where its site lives and how it looks. Picking a parent promotion fills in its defaults here and in the next steps.',
    fields: ['organization_id', 'parent_promotion_id', 'subdomain', 'domain', 'theme', 'logo'] },
  { id: 'features', title: 'Features', description: 'What participants can use.', fields: ['display_team_feature', 'flags'] },
  { id: 'labels', title: 'Labels', description: 'The words participants see for attractions, friends, points, levels, the wall and locations.',
    fields: ['attraction_label', 'attraction_label_plural', 'friend_label', 'friend_label_plural', 'point_label', 'point_label_plural', 'level_label', 'level_label_plural', 'wall_label', 'location_labels'] },
  { id: 'content', title: 'Content defaults', description: 'The libraries the program draws from, and the goal, allowances and points participants start with.',
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
  const { options } = ctx;
  switch (name) {
    case 'name': return <TextField<V> name="name" label="Name" />;
    case 'program_name': return <TextField<V> name="program_name" label="Program name" description="Optional" />;
    case 'subdomain': return <TextField<V> name="subdomain" label="Subdomain" description="Its site's address: lowercase letters, digits and hyphens." />;
    case 'organization_id': return <SelectField<V> name="organization_id" label="Organization" choices={ids(options.organizations)} empty="Choose an organization" />;
    case 'parent_promotion_id':
      return (
        <SelectFieldWithChange name="parent_promotion_id" label="Parent promotion" empty="None" onPicked={ctx.onParent}
          choices={ctx.parents.map((p) => ({ value: p.id, label: p.name }))}
          description={ctx.mode === 'create' ? 'A new promotion copies its parent’s theme, labels, features, allowances, collections and domain.' : undefined} />
      );
    case 'domain': return <TextField<V> name="domain" label="Custom domain" description="Optional" />;
    case 'theme': return <ThemeField />;
    case 'logo': return <TextField<V> name="logo" label="Logo URL" type="url" description="Optional" />;
    case 'tag': return <TextField<V> name="tag" label="Tag" description="Optional" />;
    case 'api_version': return <SelectField<V> name="api_version" label="API version" choices={API_VERSIONS} />;
    case 'time_zone': return <TextField<V> name="time_zone" label="Time zone" description="An IANA zone, e.g. America/New_York." />;
    case 'default_locale':
      return (
        <SelectField<V> name={name} label="Default language" empty="Automatic (browser)" choices={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          description="For participants who have not chosen a language. Automatic follows each browser." />
      );
    case 'is_active': return <CheckField<V> name="is_active" label="Active" />;
    case 'is_launchpad': return <CheckField<V> name="is_launchpad" label="Launchpad" description="Only coordinators and above may enter." />;
    case 'program_length':
      return <SelectFieldWithChange name="program_length" label="Program length" onPicked={ctx.onLength} choices={PROGRAM_LENGTHS.map((d) => ({ value: d, label: `${d} days (${d / 7} weeks)` }))} />;
    case 'starts_on': return <><TextField<V> name="starts_on" label="Start date" type="date" /><EndDate /></>;
    case 'registration_starts_on': return <TextField<V> name="registration_starts_on" label="Registration begins" type="date" />;
    case 'registration_ends_on': return <TextField<V> name="registration_ends_on" label="Registration ends" type="date" />;
    case 'launch_on': return <TextField<V> name="launch_on" label="Launch" type="date" />;
    case 'logging_ends_on': return <TextField<V> name="logging_ends_on" label="Logging ends" type="date" description="After the start date." />;
    case 'disabled_on': return <TextField<V> name="disabled_on" label="Disabled after" type="date" description="After this day the site sends visitors away." />;
    case 'max_registrations': return <TextField<V> name="max_registrations" label="Most registrations" type="number" description="Empty: no limit." />;
    case 'is_closed': return <CheckField<V> name="is_closed" label="Registration closed" />;
    case 'duo_ended': return <CheckField<V> name="duo_ended" label="Duos ended" />;
    case 'default_goal':
      return (
        <div onInput={ctx.onGoalTouched}>
          <TextField<V> name="default_goal" label="Default goal" type="number" description="New promotions: the number of weeks, at least 1." />
        </div>
      );
    case 'daily_activity_allowance': return <TextField<V> name={name} label="Daily activity allowance" type="number" />;
    case 'daily_activity_minimum': return <TextField<V> name={name} label="Daily activity minimum" type="number" />;
    case 'max_activities_day': return <TextField<V> name={name} label="Most activities a day" type="number" />;
    case 'min_interest_choice': return <TextField<V> name={name} label="Fewest interests to choose" type="number" />;
    case 'max_interest_choice': return <TextField<V> name={name} label="Most interests to choose" type="number" />;
    case 'trivia_points': return <TextField<V> name={name} label="Trivia points" type="number" />;
    case 'bonus_points': return <TextField<V> name={name} label="Bonus points" type="number" />;
    case 'entry_points': return <TextField<V> name={name} label="Entry points" type="number" />;
    case 'works_point_value': return <TextField<V> name={name} label="Works point value" type="number" />;
    case 'activity_feels': return <CheckField<V> name={name} label="Ask how an activity felt" />;
    case 'default_competition_collection_id': return <SelectField<V> name={name} label="Activity collection" choices={ids(options.activity_collections)} empty="None" />;
    case 'collection_id': return <SelectField<V> name={name} label="Scene collection" choices={ids(options.scene_collections)} empty="None" />;
    case 'duo_collection_id': return <SelectField<V> name={name} label="Duo collection" choices={ids(options.duo_collections)} empty="None" />;
    case 'attraction_label': return <TextField<V> name={name} label="Attraction label" />;
    case 'attraction_label_plural': return <TextField<V> name={name} label="Attraction label, plural" />;
    case 'friend_label': return <TextField<V> name={name} label="Friend label" />;
    case 'friend_label_plural': return <TextField<V> name={name} label="Friend label, plural" />;
    case 'point_label': return <TextField<V> name={name} label="Point label" />;
    case 'point_label_plural': return <TextField<V> name={name} label="Point label, plural" />;
    case 'level_label': return <TextField<V> name={name} label="Level label" />;
    case 'level_label_plural': return <TextField<V> name={name} label="Level label, plural" />;
    case 'wall_label': return <TextField<V> name={name} label="Wall label" />;
    case 'location_labels': return <TextField<V> name={name} label="Location labels" description="One per level, separated by commas (up to three)." />;
    case 'display_team_feature': return <CheckField<V> name={name} label="Show the team feature" />;
    case 'flags':
      return (
        <fieldset className="sm:col-span-2 lg:col-span-3">
          <legend className="mb-3 font-semibold text-ink">Feature switches</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {PROMOTION_FLAG_KEYS.map((key) => <CheckField<V> key={key} name={`flags.${key}` as FieldPath<V>} label={flagLabel(key)} />)}
          </div>
        </fieldset>
      );
    case 'video_url': return <TextField<V> name={name} label="Participant video URL" type="url" />;
    case 'video_button_url': return <TextField<V> name={name} label="Video button URL" type="url" />;
    case 'video_caption_url': return <TextField<V> name={name} label="Video caption URL" type="url" />;
    case 'coordinators':
      return <TextAreaField<V> name={name} label="Coordinators" description="Email addresses separated by commas; empty entries are ignored." className="sm:col-span-2" />;
    case 'visible_validic_devices': return <TextField<V> name={name} label="Visible Validic devices" description="Separated by commas." />;
    default: return null;
  }
}

/** The known looks by name; a key the list does not know (an older or imported promotion's) stays choosable as it is. */
function ThemeField() {
  const theme = useWatch<V, 'theme'>({ name: 'theme' });
  const choices = PROMOTION_THEMES.map((t) => ({ value: t.key, label: t.name }));
  if (theme && !choices.some((c) => c.value === theme)) choices.push({ value: theme, label: theme });
  return <SelectField<V> name="theme" label="Theme" description="The look of the participant site." choices={choices} />;
}

/** The end date follows the start and the length; the server computes it the same way. */
function EndDate() {
  const [starts_on, program_length] = useWatch<V, ['starts_on', 'program_length']>({ name: ['starts_on', 'program_length'] });
  const { ends_on, weeks } = derived({ starts_on, program_length });
  return (
    <Field label="End date" description={weeks ? `${weeks} weeks: the start plus the length less one day.` : 'Follows from the start and the length.'}>
      <output className="flex min-h-12 items-center text-lg font-semibold text-ink" aria-live="polite">{formatDay(ends_on)}</output>
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
