// Ready for right to left (issue 36, docs/i18n.md): layout classes say start and end, not left and right, so a page in
// an RTL language mirrors by itself (`dir` on <html> comes from the locale). Physical utilities are allowed only where
// the direction is physical on purpose: centring (left-1/2 with a translate) and the lines listed here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const PHYSICAL = /(?<![\w/[-])-?(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-(?:\d|\[|px\b|auto\b|full\b)|(?<![\w-])(?:text-left|text-right|float-left|float-right|border-l|border-r)(?![\w-])/g;
/** Physical on purpose: centring an element (left-1/2 with -translate-x-1/2) is the same in both directions. */
const ALLOWED = /^-?left-1\/2$/;

function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--', 'app', 'components', 'lib'], { cwd: root, encoding: 'utf8' });
  return out.split('\n').filter((f) => /\.(tsx|ts)$/.test(f));
}

describe('logical CSS', () => {
  it('no component lays out with left/right utilities', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles()) {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (/^\s*(\/\/|\*)/.test(line)) return;
        // Only class strings: className attributes, cn()/clsx() calls and class constants hold them.
        if (!/class|cn\(|clsx|tw`|Classes|classes|"[^"]*\s(?:p|m)[xy]?-/.test(line)) return;
        for (const match of line.matchAll(PHYSICAL)) {
          if (!ALLOWED.test(match[0])) offenders.push(`${file}:${index + 1}: ${match[0]}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});
