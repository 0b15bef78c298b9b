'use client';
// /promotion/{id}/create and /edit: every promotion field, grouped (identity, dates, goals and points, collections,
// labels, features, other). The rules show on their fields as the master types; a new promotion's default goal
// follows its length until the master types one, and choosing a parent copies the parent's defaults.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { api, ApiError } from '@/lib/api-client';
import { PROMOTION_FLAG_KEYS, type PromotionFlagKey } from '@/lib/promotion-flags';
import { API_VERSIONS, defaultGoalFor, isProgramLength, PROGRAM_LENGTHS, PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';
import type { AdminPromotion, PromotionFormOptions } from '@/lib/promotions/admin-types';
import { Button, Field, Form, FormErrors, FormField, Select } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { CheckField, FormSection, SelectField, TextAreaField, TextField } from './form-controls';
import { formatDay } from './format';
import { derived, promotionFormResolver, toBody, withParentDefaults, type PromotionFormValues } from './promotion-form-values';

type V = PromotionFormValues;

const FLAG_LABELS: Partial<Record<PromotionFlagKey, string>> = {
  is_teams_enabled: 'Teams', is_location_displayed: 'Locations', is_eligibility_displayed: 'Eligibility verification',
  is_address_displayed: 'Address', hide_privacy_link: 'Hide the privacy link', show_opt_in_participation_link: 'Opt-in participation link',
  disable_manual_logging: 'Disable manual logging', is_manual_override_enabled: 'Manual override', is_mascot_hidden: 'Hide the mascot',
  is_show_individual_leaderboard: 'Individual leaderboard', is_show_location_leaderboard: 'Location leaderboard',
  is_buddy_feature_displayed: 'Buddies (duos)', send_push_notifications: 'Push notifications',
};
const flagLabel = (key: string) =>
  FLAG_LABELS[key as PromotionFlagKey] ??
  key.replace(/^(is_|push_)/, (m) => (m === 'push_' ? 'Push: ' : '')).replace(/_(displayed|enabled)$/, '').replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function PromotionForm({ mode, promotion, initial, options }: {
  mode: 'create' | 'edit';
  promotion: AdminPromotion | null;
  initial: V;
  options: PromotionFormOptions;
}) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const form = useForm<V>({ resolver: promotionFormResolver, defaultValues: initial, mode: 'onTouched' });
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [goalTouched, setGoalTouched] = useState(mode === 'edit');
  const [starts_on, program_length] = useWatch({ control: form.control, name: ['starts_on', 'program_length'] });
  const { ends_on, weeks } = derived({ starts_on, program_length });

  const onLength = (value: string) => {
    if (!goalTouched && isProgramLength(Number(value))) form.setValue('default_goal', String(defaultGoalFor(Number(value))));
  };

  const onParent = (value: string) => {
    if (mode !== 'create' || !value) return;
    const parent = options.parents.find((p) => String(p.id) === value);
    if (parent) form.reset(withParentDefaults(form.getValues(), parent), { keepDirty: true, keepTouched: true });
  };

  const save = async (values: V) => {
    setServerErrors([]);
    try {
      const body = toBody(values);
      if (mode === 'create') {
        const created = await api.post<AdminPromotion>('/promotions', body);
        toast(`${created.name} was created.`);
        router.push(`/promotion/${created.id}`);
      } else {
        await api.put<AdminPromotion>(`/promotions/${promotion!.id}`, body);
        toast('Saved.');
        router.refresh();
      }
    } catch (error) {
      const messages = error instanceof ApiError && error.status !== 500 ? error.errors : [M.save];
      const left: string[] = [];
      for (const message of messages) {
        if (message === M.subdomainTaken || message === M.subdomainReserved) form.setError('subdomain', { message });
        else if (message === M.organizationMissing) form.setError('organization_id', { message });
        else left.push(message);
      }
      setServerErrors(left);
      errorToast(M.save);
    }
  };

  const ids = (list: { id: number; name: string }[]) => list.map((o) => ({ value: o.id, label: o.name }));
  const parents = options.parents.filter((p) => p.id !== promotion?.id);

  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6" aria-label={mode === 'create' ? 'New promotion' : 'Promotion settings'}>
      <FormErrors messages={serverErrors} />
      <FormSection id="identity" title="Identity" description="What the promotion is called and where it lives.">
        <TextField<V> name="name" label="Name" />
        <TextField<V> name="program_name" label="Program name" description="Optional" />
        <TextField<V> name="subdomain" label="Subdomain" description="Its site's address: lowercase letters, digits and hyphens." />
        <SelectField<V> name="organization_id" label="Organization" choices={ids(options.organizations)} empty="Choose an organization" />
        <ParentField parents={parents} onParent={onParent} mode={mode} />
        <TextField<V> name="domain" label="Custom domain" description="Optional" />
        <TextField<V> name="theme" label="Theme" />
        <TextField<V> name="logo" label="Logo URL" type="url" description="Optional" />
        <TextField<V> name="tag" label="Tag" description="Optional" />
        <SelectField<V> name="api_version" label="API version" choices={API_VERSIONS} />
        <TextField<V> name="time_zone" label="Time zone" description="An IANA zone, e.g. America/New_York." />
        <div className="flex flex-col gap-3">
          <CheckField<V> name="is_active" label="Active" />
          <CheckField<V> name="is_launchpad" label="Launchpad" description="Only coordinators and above may enter." />
        </div>
      </FormSection>

      <FormSection id="dates" title="Dates" description="Registration opens on or before launch, launch is on or before the start; the end follows from the length.">
        <LengthField onLength={onLength} />
        <TextField<V> name="starts_on" label="Start date" type="date" />
        <Field label="End date" description={weeks ? `${weeks} weeks: the start plus the length less one day.` : 'Follows from the start and the length.'}>
          <output className="flex min-h-12 items-center text-lg font-semibold text-ink" aria-live="polite">{formatDay(ends_on)}</output>
        </Field>
        <TextField<V> name="registration_starts_on" label="Registration begins" type="date" />
        <TextField<V> name="registration_ends_on" label="Registration ends" type="date" />
        <TextField<V> name="launch_on" label="Launch" type="date" />
        <TextField<V> name="logging_ends_on" label="Logging ends" type="date" description="After the start date." />
        <TextField<V> name="disabled_on" label="Disabled after" type="date" description="After this day the site sends visitors away." />
        <TextField<V> name="max_registrations" label="Most registrations" type="number" description="Empty: no limit." />
        <div className="flex flex-col gap-3">
          <CheckField<V> name="is_closed" label="Registration closed" />
          <CheckField<V> name="duo_ended" label="Duos ended" />
        </div>
      </FormSection>

      <FormSection id="goals" title="Goals and points">
        <GoalField onTouched={() => setGoalTouched(true)} />
        <TextField<V> name="daily_activity_allowance" label="Daily activity allowance" type="number" />
        <TextField<V> name="daily_activity_minimum" label="Daily activity minimum" type="number" />
        <TextField<V> name="max_activities_day" label="Most activities a day" type="number" />
        <TextField<V> name="min_interest_choice" label="Fewest interests to choose" type="number" />
        <TextField<V> name="max_interest_choice" label="Most interests to choose" type="number" />
        <TextField<V> name="trivia_points" label="Trivia points" type="number" />
        <TextField<V> name="bonus_points" label="Bonus points" type="number" />
        <TextField<V> name="entry_points" label="Entry points" type="number" />
        <TextField<V> name="works_point_value" label="Works point value" type="number" />
        <CheckField<V> name="activity_feels" label="Ask how an activity felt" />
      </FormSection>

      <FormSection id="collections" title="Collections" description="The libraries this promotion draws from.">
        <SelectField<V> name="default_competition_collection_id" label="Activity collection" choices={ids(options.activity_collections)} empty="None" />
        <SelectField<V> name="collection_id" label="Scene collection" choices={ids(options.scene_collections)} empty="None" />
        <SelectField<V> name="duo_collection_id" label="Duo collection" choices={ids(options.duo_collections)} empty="None" />
      </FormSection>

      <FormSection id="labels" title="Labels" description="The words participants see.">
        <TextField<V> name="attraction_label" label="Attraction label" />
        <TextField<V> name="attraction_label_plural" label="Attraction label, plural" />
        <TextField<V> name="friend_label" label="Friend label" />
        <TextField<V> name="friend_label_plural" label="Friend label, plural" />
        <TextField<V> name="point_label" label="Point label" />
        <TextField<V> name="point_label_plural" label="Point label, plural" />
        <TextField<V> name="level_label" label="Level label" />
        <TextField<V> name="level_label_plural" label="Level label, plural" />
        <TextField<V> name="wall_label" label="Wall label" />
        <TextField<V> name="location_labels" label="Location labels" description="One per level, separated by commas (up to three)." />
      </FormSection>

      <section aria-labelledby="features-title" className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id="features-title" className="text-h2 text-ink">Features</h2>
        <fieldset className="mt-5">
          <legend className="sr-only">Features</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <CheckField<V> name="display_team_feature" label="Show the team feature" />
            {PROMOTION_FLAG_KEYS.map((key) => <CheckField<V> key={key} name={`flags.${key}`} label={flagLabel(key)} />)}
          </div>
        </fieldset>
      </section>

      <FormSection id="other" title="Video, coordinators and devices">
        <TextField<V> name="video_url" label="Participant video URL" type="url" />
        <TextField<V> name="video_button_url" label="Video button URL" type="url" />
        <TextField<V> name="video_caption_url" label="Video caption URL" type="url" />
        <TextAreaField<V> name="coordinators" label="Coordinators" description="Email addresses separated by commas; empty entries are ignored." className="sm:col-span-2" />
        <TextField<V> name="visible_validic_devices" label="Visible Validic devices" description="Separated by commas." />
      </FormSection>

      <div className="sticky bottom-0 -mx-4 flex justify-end gap-3 border-t border-line bg-canvas/95 px-4 py-3 sm:mx-0 sm:rounded-2xl">
        <Button type="button" variant="ghost" onClick={() => router.back()}>Cancel</Button>
        <Button type="submit" loading={form.formState.isSubmitting}>{mode === 'create' ? 'Create promotion' : 'Save'}</Button>
      </div>
    </Form>
  );
}

function ParentField({ parents, onParent, mode }: { parents: PromotionFormOptions['parents']; onParent: (v: string) => void; mode: 'create' | 'edit' }) {
  return (
    <SelectFieldWithChange name="parent_promotion_id" label="Parent promotion" empty="None" onPicked={onParent}
      choices={parents.map((p) => ({ value: p.id, label: p.name }))}
      description={mode === 'create' ? 'A new promotion copies its parent’s theme, labels, features, allowances, collections and domain.' : undefined} />
  );
}

function LengthField({ onLength }: { onLength: (v: string) => void }) {
  return <SelectFieldWithChange name="program_length" label="Program length" onPicked={onLength} choices={PROGRAM_LENGTHS.map((d) => ({ value: d, label: `${d} days (${d / 7} weeks)` }))} />;
}

function GoalField({ onTouched }: { onTouched: () => void }) {
  return (
    <div onInput={onTouched}>
      <TextField<V> name="default_goal" label="Default goal" type="number" description="New promotions: the number of weeks, at least 1." />
    </div>
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
