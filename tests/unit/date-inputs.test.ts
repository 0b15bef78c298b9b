// Days typed by people: a date that does not exist is refused with the field's message, never rolled over to another
// day (JavaScript's Date.parse reads 1990-02-31 as March 3) or left for the database to refuse.
import { describe, expect, it } from 'vitest';
import { settingsProfileSchema } from '@/lib/settings/schemas';
import { SETTINGS_MESSAGES } from '@/lib/settings/messages';
import { isoDaySchema } from '@/lib/schemas';

describe('date of birth in the settings', () => {
  const birthday = settingsProfileSchema.shape.birthday;

  it('refuses a day that does not exist instead of saving the day it rolls over to', () => {
    const result = birthday.safeParse('1990-02-31');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SETTINGS_MESSAGES.invalidBirthday);
    expect(birthday.safeParse('1990-13-01').success).toBe(false);
  });

  it('accepts a real past day, a leap day, and an empty field as no birthday', () => {
    expect(birthday.parse('1992-02-29')).toBe('1992-02-29');
    expect(birthday.parse(' 1985-07-04 ')).toBe('1985-07-04');
    expect(birthday.parse('')).toBeNull();
    expect(birthday.safeParse('1899-12-31').success).toBe(false);
    expect(birthday.safeParse('2999-01-01').success).toBe(false);
  });
});

describe('program days in requests', () => {
  it('accepts only days that exist', () => {
    expect(isoDaySchema.safeParse('2026-02-29').success).toBe(false);
    expect(isoDaySchema.safeParse('2028-02-29').success).toBe(true);
    expect(isoDaySchema.safeParse('2026-2-3').success).toBe(false);
  });
});
