// The new-promotion wizard's steps (components/admin/promotions/promotion-fields.tsx WIZARD_STEPS): the groups issue 32
// names, each field in one step only, every label and content default asked, and the default language carried from the
// form's select to the API body (empty: the browser's) and checked by the form's resolver like the server does.
import { describe, expect, it } from 'vitest';
import { EDIT_SECTIONS, WIZARD_STEPS } from '@/components/admin/promotions/promotion-fields';
import { newPromotionValues, promotionFormResolver, toBody, toValues } from '@/components/admin/promotions/promotion-form-values';
import { themeName } from '@/lib/promotions/themes';
import { PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';
import en from '@/messages/en/admin-promotions.json';

const fieldsOf = (id: string) => WIZARD_STEPS.find((s) => s.id === id)!.fields;
const resolve = (values: ReturnType<typeof newPromotionValues>) =>
  promotionFormResolver({ enterNumber: en.form.enterNumber })(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the wizard steps', () => {
  it('are basics and dates, organization and domain, features, labels and content defaults (then the review)', () => {
    expect(WIZARD_STEPS.map((s) => en.wizardSteps[`${s.id}Title`])).toEqual(['Basics and dates', 'Organization and domain', 'Features', 'Labels', 'Content defaults']);
  });

  it('ask each field once, and every field of the edit form’s labels, goals and collections sections', () => {
    const all = WIZARD_STEPS.flatMap((s) => [...s.fields]);
    expect(new Set(all).size).toBe(all.length);
    expect(fieldsOf('labels')).toEqual(EDIT_SECTIONS.find((s) => s.id === 'labels')!.fields);
    const content = new Set(fieldsOf('content'));
    for (const id of ['goals', 'collections']) {
      for (const field of EDIT_SECTIONS.find((s) => s.id === id)!.fields) expect(content.has(field), field).toBe(true);
    }
    expect(fieldsOf('basics')).toContain('default_locale');
    expect(fieldsOf('organization')).toEqual(expect.arrayContaining(['organization_id', 'parent_promotion_id', 'subdomain', 'domain', 'theme']));
  });
});

describe('the default language in the form', () => {
  it('starts automatic, is sent as null when automatic and as the code when chosen, and reads back', () => {
    const values = newPromotionValues('1', null);
    expect(values.default_locale).toBe('');
    expect(toBody(values).default_locale).toBeNull();
    expect(toBody({ ...values, default_locale: 'es' }).default_locale).toBe('es');
    expect(toValues({ default_locale: 'es' }).default_locale).toBe('es');
    expect(toValues({ default_locale: null }).default_locale).toBe('');
  });

  it('refuses a language Renew does not speak on its own field', async () => {
    const values = { ...newPromotionValues('1', null), name: 'Spring', subdomain: 'spring', starts_on: '2027-03-01' };
    expect((await resolve({ ...values, default_locale: 'es' })).errors).toEqual({});
    const refused = await resolve({ ...values, default_locale: 'fr' });
    expect(refused.errors.default_locale?.message).toBe(M.defaultLocale);
  });
});

describe('a parent promotion', () => {
  it('fills the new promotion with its defaults, and leaves its own name, dates and language alone', () => {
    const defaults = {
      theme: 'ocean', domain: 'wellness.example.org', attraction_label: 'Sight', attraction_label_plural: 'Sights', friend_label: 'Buddy',
      friend_label_plural: 'Buddies', point_label: 'Star', point_label_plural: 'Stars', level_label: 'Tier', level_label_plural: 'Tiers',
      wall_label: 'Board', location_labels: ['Region', 'Site'], flags: { ...toValues({}).flags, is_teams_enabled: true },
      daily_activity_allowance: 5, daily_activity_minimum: 2, max_activities_day: 4, min_interest_choice: 1, max_interest_choice: 3,
      default_competition_collection_id: 11, collection_id: 12, duo_collection_id: null,
    };
    const values = newPromotionValues('1', { id: 9, defaults });
    expect(values).toMatchObject({
      parent_promotion_id: '9', theme: 'ocean', domain: 'wellness.example.org', point_label: 'Star', location_labels: 'Region, Site',
      daily_activity_allowance: '5', max_interest_choice: '3', default_competition_collection_id: '11', collection_id: '12', duo_collection_id: '',
      name: '', default_locale: '', program_length: '56',
    });
    expect(values.flags.is_teams_enabled).toBe(true);
  });
});

describe('theme names', () => {
  it('names a known theme and shows an unknown key as it is', () => {
    expect(themeName('renew')).toBe('Renew');
    expect(themeName('ocean')).toBe('ocean');
  });
});
