// The API's and the forms' error texts in the reader's language (docs/i18n.md "Error messages"): messages/en/errors.json
// is derived from the message modules and kept up to date; an English text, fixed or from a template, is found by
// exact lookup and said in Spanish; anything else passes unchanged.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deriveEnglishErrors } from '@/lib/i18n/error-sources';
import { buildErrorTable, translateErrorText } from '@/lib/i18n/error-text';
import { errorLocalizer } from '@/server/i18n/error-messages';
import { zodMessages } from '@/server/http/errors';
import { englishErrorsJson, ENGLISH_ERRORS_FILE } from '@/scripts/i18n-errors';
import { DUO_MESSAGES } from '@/lib/duos/messages';
import { WALL_MESSAGES } from '@/lib/wall/messages';
import { eligibilityMessages, interestCountMessage } from '@/lib/onboarding/messages';
import { SETTINGS_MESSAGES } from '@/lib/settings/messages';
import { COORDINATOR_MESSAGES } from '@/lib/coordinator/messages';
import { PASSWORD_MESSAGES, passwordProblems, DEFAULT_PASSWORD_POLICY } from '@/lib/password-policy';
import { PROMOTION_ADMIN_MESSAGES } from '@/lib/promotions/admin-rules';
import { SCHEMA_MESSAGES } from '@/lib/schemas';
import { createFormat } from '@/lib/i18n/format';
import es from '@/messages/es/errors.json';

describe('the English errors catalog', () => {
  it('is up to date with the message modules (run `npx tsx scripts/i18n-errors.ts`)', () => {
    expect(readFileSync(ENGLISH_ERRORS_FILE, 'utf8')).toBe(englishErrorsJson());
  });

  it('finds every one of its texts again, under a key that says the same', () => {
    const english = deriveEnglishErrors();
    const table = buildErrorTable(english);
    const wrong: string[] = [];
    for (const [group, messages] of Object.entries(english)) {
      for (const [name, pattern] of Object.entries(messages)) {
        const sample = pattern.replace(/\{(\w+)\}/g, (_, variable: string) => `⟨${variable}⟩`);
        const found = translateErrorText(sample, table, (key) => key);
        const [g, n] = found.split('.');
        if (found === sample || english[g!]![n!] !== pattern) wrong.push(`${group}.${name} → ${found}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('Spanish errors', () => {
  it('say the same English sentence the same way everywhere, and keep its figures', () => {
    const english = deriveEnglishErrors();
    const spanish = es as Record<string, Record<string, string>>;
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const [group, messages] of Object.entries(english)) {
      for (const [name, text] of Object.entries(messages)) {
        const translation = spanish[group]?.[name];
        if (translation === undefined) continue; // the catalog test reports a missing key
        const earlier = seen.get(text);
        if (earlier !== undefined && earlier !== translation) problems.push(`${group}.${name}: “${translation}” ≠ “${earlier}”`);
        seen.set(text, translation);
        for (const figure of text.replace(/\{\w+\}/g, '').match(/\d+/g) ?? []) {
          if (!translation.includes(figure)) problems.push(`${group}.${name}: ${figure} is missing`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('errorLocalizer', () => {
  const spanish = errorLocalizer('es');

  it('translates a fixed text by exact lookup', () => {
    expect(spanish(WALL_MESSAGES.postNotFound)).toBe('No se encontró la publicación.');
    expect(spanish(SETTINGS_MESSAGES.firstNameRequired)).toBe('El nombre es obligatorio.');
  });

  it('translates a template, carrying its variables over', () => {
    expect(spanish(DUO_MESSAGES.theyAtLimit('Ana Pérez', 3))).toBe('Ana Pérez ya participa en 3 dúos.');
    expect(spanish(eligibilityMessages('Employee ID').required)).toBe('Employee ID: este campo es obligatorio.');
    expect(spanish(interestCountMessage(1, 3))).toBe('Elige entre 1 y 3 áreas de interés.');
    expect(spanish(interestCountMessage(2, 2))).toBe('Elige 2 áreas de interés.');
    expect(spanish(interestCountMessage(1, 1))).toBe('Elige 1 área de interés.');
  });

  it('leaves an unknown or already translated text as it is, and English alone', () => {
    expect(spanish('Something nobody wrote.')).toBe('Something nobody wrote.');
    expect(spanish('No se encontró la publicación.')).toBe('No se encontró la publicación.');
    expect(errorLocalizer('en')(WALL_MESSAGES.postNotFound)).toBe(WALL_MESSAGES.postNotFound);
  });

  it('translates the administration’s, the password rules’ and the shared shapes’ messages', () => {
    expect(spanish(PROMOTION_ADMIN_MESSAGES.launchAfterStart)).toBe('El lanzamiento debe ser en la fecha de inicio o antes.');
    expect(spanish(PROMOTION_ADMIN_MESSAGES.endsOn('2026-03-14'))).toBe(
      'La fecha de fin debe ser la fecha de inicio más la duración del programa menos un día (2026-03-14).',
    );
    expect(passwordProblems('abc', { ...DEFAULT_PASSWORD_POLICY, password_min_symbols: 1 }).map(spanish)).toEqual([
      'La contraseña debe tener al menos 8 caracteres.',
      'La contraseña debe contener al menos 1 número.',
      'La contraseña debe contener al menos 1 símbolo.',
    ]);
    expect(spanish(PASSWORD_MESSAGES.maxLength(20))).toBe('La contraseña debe tener como máximo 20 caracteres.');
    expect(spanish(SCHEMA_MESSAGES.wholeNumber('user_id'))).toBe('user_id debe ser un número entero');
  });

  it('reads a number the English grouped, and says it with the reader’s grouping', () => {
    const english = COORDINATOR_MESSAGES.tooManyRecipients(createFormat('en').number(20000));
    expect(english).toBe('That is more than 20,000 recipients: send a one-time email instead.');
    expect(spanish(english)).toBe('Son más de 20.000 destinatarios: envíe un correo único en su lugar.');
  });

  it('pseudo-localizes for the e2e pseudo-locale', () => {
    expect(errorLocalizer('en-XA')(WALL_MESSAGES.postNotFound)).toMatch(/^\[!! .*ƒöúñď.* !!\]$/);
  });

  it('translates a zod issue’s own message before its field is put in front', () => {
    const schema = z.object({ first_name: z.string().min(1, SETTINGS_MESSAGES.firstNameRequired), bio: z.string().max(2, WALL_MESSAGES.contentBlank) }).strict();
    const result = schema.safeParse({ first_name: '', bio: 'long', extra: 1 });
    expect(result.success).toBe(false);
    expect(zodMessages(result.error!, spanish)).toEqual([
      'El nombre es obligatorio.',
      'bio: El contenido no puede estar vacío',
      'Claves no reconocidas: "extra"',
    ]);
  });
});
