// npx tsx scripts/i18n-errors.ts — writes messages/en/errors.json, the English `errors` catalog, from the message
// modules (lib/i18n/error-sources.ts): they stay the one English source. tests/unit/i18n-errors.test.ts fails when the
// file is out of date; the Spanish (messages/es/errors.json) is written by hand with the same keys.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deriveEnglishErrors } from '@/lib/i18n/error-sources';

export const ENGLISH_ERRORS_FILE = path.resolve(import.meta.dirname, '../messages/en/errors.json');

export const englishErrorsJson = () => `${JSON.stringify(deriveEnglishErrors(), null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(ENGLISH_ERRORS_FILE, englishErrorsJson());
  console.log(`Wrote ${path.relative(process.cwd(), ENGLISH_ERRORS_FILE)}`);
}
