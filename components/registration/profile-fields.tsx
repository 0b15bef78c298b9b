'use client';
// The optional profile questions a promotion may ask at registration (each behind its flag:
// is_gender_displayed, is_birthday_displayed, is_phone_displayed, is_address_displayed, is_time_zone_displayed).
import { useMemo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { RegistrationFormValues, RegistrationRules } from './registration-schema';
import { COMMON_TIME_ZONES, US_STATES } from './us-states';

const GENDERS = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
  { value: 'X', label: 'Non-binary' },
  { value: 'U', label: 'Prefer not to say' },
];

export interface ProfileFieldsProps {
  show: RegistrationRules['show'];
  /** The browser's zone, preselected; offered even when it is not in the lists (e.g. 'UTC'). */
  defaultTimeZone: string;
  register: UseFormRegister<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
}

function otherTimeZones(): string[] {
  try {
    const common = new Set(COMMON_TIME_ZONES.map((zone) => zone.id));
    return Intl.supportedValuesOf('timeZone').filter((zone) => !common.has(zone));
  } catch {
    return [];
  }
}

export function ProfileFields({ show, defaultTimeZone, register, errors }: ProfileFieldsProps) {
  const others = useMemo(() => otherTimeZones(), []);
  const e = errors.profile;
  if (!show.gender && !show.birthday && !show.phone && !show.address && !show.timeZone) return null;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {show.gender ? (
        <Field id="reg-gender" label="Gender" aside="Optional" error={e?.gender?.message}>
          <Select {...register('profile.gender')}>
            <option value="">Choose…</option>
            {GENDERS.map((gender) => (
              <option key={gender.value} value={gender.value}>
                {gender.label}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {show.birthday ? (
        <Field id="reg-birthday" label="Birthday" aside="Optional" error={e?.birthday?.message}>
          <Input type="date" autoComplete="bday" {...register('profile.birthday')} />
        </Field>
      ) : null}
      {show.phone ? (
        <Field id="reg-phone" label="Phone" aside="Optional" error={e?.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('profile.phone')} />
        </Field>
      ) : null}
      {show.timeZone ? (
        <Field id="reg-time-zone" label="Time zone" error={e?.time_zone?.message}>
          <Select {...register('profile.time_zone')}>
            <option value="">Choose…</option>
            {COMMON_TIME_ZONES.some((zone) => zone.id === defaultTimeZone) || others.includes(defaultTimeZone) ? null : (
              <option value={defaultTimeZone}>{defaultTimeZone.replace(/_/g, ' ')}</option>
            )}
            <optgroup label="United States">
              {COMMON_TIME_ZONES.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.label}
                </option>
              ))}
            </optgroup>
            {others.length ? (
              <optgroup label="Everywhere else">
                {others.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </Select>
        </Field>
      ) : null}
      {show.address ? (
        <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-3 font-semibold text-ink">
            Mailing address <span className="font-normal text-ink-muted">(optional)</span>
          </legend>
          <Field id="reg-street" label="Street" className="sm:col-span-2">
            <Input autoComplete="street-address" {...register('profile.address.street')} />
          </Field>
          <Field id="reg-city" label="City">
            <Input autoComplete="address-level2" {...register('profile.address.city')} />
          </Field>
          <Field id="reg-state" label="State">
            <Select autoComplete="address-level1" {...register('profile.address.state')}>
              <option value="">Choose…</option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="reg-zip" label="ZIP">
            <Input autoComplete="postal-code" inputMode="numeric" {...register('profile.address.zip')} />
          </Field>
        </fieldset>
      ) : null}
    </div>
  );
}
