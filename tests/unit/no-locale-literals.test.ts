// One formatting module reads the locale (docs/i18n.md "Dates and numbers"): no 'en-US' literal outside
// lib/i18n/format.ts, where it is only the machine locale of time-zone calculations. Display goes through
// createFormat(locale, timeZone) / useFormat(); calculations through zonedParts() and isTimeZone().
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['app', 'components', 'lib', 'server'];
const ALLOWED = new Set(['lib/i18n/format.ts']);
const SOURCE = /\.(?:ts|tsx|js|jsx|mjs|cjs)$/;
const LITERAL = /(['"`])en-US\1/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('locale literals', () => {
  it('no file outside lib/i18n/format.ts names the en-US locale', () => {
    const offenders: string[] = [];
    for (const file of FOLDERS.flatMap(sourceFiles)) {
      if (ALLOWED.has(file)) continue;
      readFileSync(path.join(ROOT, file), 'utf8').split('\n').forEach((line, i) => {
        if (LITERAL.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('would catch one', () => {
    expect(LITERAL.test(`new Intl.NumberFormat('en-US')`)).toBe(true);
    expect(LITERAL.test('new Intl.NumberFormat("en-US")')).toBe(true);
    expect(LITERAL.test('const locale = `en-US`;')).toBe(true);
    expect(LITERAL.test(`createFormat(locale)`)).toBe(false);
  });
});
