'use client';
// The optional profile questions a promotion may ask at registration (each behind its flag:
// is_gender_displayed, is_birthday_displayed, is_phone_displayed, is_address_displayed, is_time_zone_displayed).
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { RegistrationFormValues, RegistrationRules } from './registration-schema';
import { COMMON_TIME_ZONES, US_STATES } from './us-states';

/** The values sent; each is also the key of its label (registration.profile.genders). */
const GENDERS = ['F', 'M', 'X', 'U'] as const;

export interface ProfileFieldsProps {
  show: RegistrationRules['show'];
  /** The browser's zone, preselected; offered even when it is not in the lists (e.g. 'UTC'). */
  defaultTimeZone: string;
  register: UseFormRegister<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
}

function otherTimeZones(): string[] {
  try {
    const common = new Set<string>(COMMON_TIME_ZONES.map((zone) => zone.id));
    return Intl.supportedValuesOf('timeZone').filter((zone) => !common.has(zone));
  } catch {
    return [];
  }
}

export function ProfileFields({ show, defaultTimeZone, register, errors }: ProfileFieldsProps) {
  const t = useTranslations('registration');
  const others = useMemo(() => otherTimeZones(), []);
  const e = errors.profile;
  if (!show.gender && !show.birthday && !show.phone && !show.address && !show.timeZone) return null;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {show.gender ? (
        <Field id="reg-gender" label={t('profile.gender')} aside={t('optional')} error={e?.gender?.message}>
          <Select {...register('profile.gender')}>
            <option value="">{t('choose')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`profile.genders.${gender}`)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {show.birthday ? (
        <Field id="reg-birthday" label={t('profile.birthday')} aside={t('optional')} error={e?.birthday?.message}>
          <Input type="date" autoComplete="bday" {...register('profile.birthday')} />
        </Field>
      ) : null}
      {show.phone ? (
        <Field id="reg-phone" label={t('profile.phone')} aside={t('optional')} error={e?.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('profile.phone')} />
        </Field>
      ) : null}
      {show.timeZone ? (
        <Field id="reg-time-zone" label={t('profile.timeZone')} error={e?.time_zone?.message}>
          <Select {...register('profile.time_zone')}>
            <option value="">{t('choose')}</option>
            {COMMON_TIME_ZONES.some((zone) => zone.id === defaultTimeZone) || others.includes(defaultTimeZone) ? null : (
              <option value={defaultTimeZone}>{defaultTimeZone.replace(/_/g, ' ')}</option>
            )}
            <optgroup label={t('profile.unitedStates')}>
              {COMMON_TIME_ZONES.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {t(`profile.timeZones.${zone.label}`)}
                </option>
              ))}
            </optgroup>
            {others.length ? (
              <optgroup label={t('profile.elsewhere')}>
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
            {t.rich('profile.address', { muted: (chunks) => <span className="font-normal text-ink-muted">{chunks}</span> })}
          </legend>
          <Field id="reg-street" label={t('profile.street')} className="sm:col-span-2">
            <Input autoComplete="street-address" {...register('profile.address.street')} />
          </Field>
          <Field id="reg-city" label={t('profile.city')}>
            <Input autoComplete="address-level2" {...register('profile.address.city')} />
          </Field>
          <Field id="reg-state" label={t('profile.state')}>
            <Select autoComplete="address-level1" {...register('profile.address.state')}>
              <option value="">{t('choose')}</option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="reg-zip" label={t('profile.zip')}>
            <Input autoComplete="postal-code" inputMode="numeric" {...register('profile.address.zip')} />
          </Field>
        </fieldset>
      ) : null}
    </div>
  );
}
