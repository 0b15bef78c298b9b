// One colour and one icon per activity category, defined once (lib/categories/palette.ts): the stylesheet's tokens
// agree with it, no two categories or two areas of interest share a look, and no screen keeps its own mapping.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/lib/activities/categories';
import { AREA_ICONS, CATEGORY_PALETTE, areaIcon, categoryColor, categoryLook } from '@/lib/categories/palette';
import { AREAS } from '@/prisma/seed/data/activity-types';

const root = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('the category palette', () => {
  it('gives each of the five categories its own colour, tint and icon, in the categories’ order', () => {
    expect(CATEGORY_PALETTE.map((l) => l.key)).toEqual(CATEGORIES.map((c) => c.key));
    expect(CATEGORY_PALETTE.map((l) => l.label)).toEqual(CATEGORIES.map((c) => c.display));
    for (const field of ['hex', 'tone', 'color', 'soft', 'icon', 'markClasses'] as const) {
      expect(new Set(CATEGORY_PALETTE.map((l) => l[field])).size, field).toBe(5);
    }
  });

  it('matches the stylesheet: the default theme’s token is the palette’s hex, and high contrast redefines each one', () => {
    const [defaultTheme, ...rest] = css.split('html[data-contrast="high"]');
    const highContrast = rest.join('');
    for (const look of CATEGORY_PALETTE) {
      const declared = defaultTheme!.match(new RegExp(`--color-${look.tone}:\\s*(#[0-9a-fA-F]{6})`))?.[1];
      expect(declared?.toLowerCase(), look.key).toBe(look.hex);
      expect(highContrast).toMatch(new RegExp(`--color-${look.tone}:\\s*#`));
      expect(highContrast).toMatch(new RegExp(`--color-${look.tone}-soft:\\s*#`));
    }
  });

  it('reads API and dashed keys alike, and gives an unknown key no other category’s colour', () => {
    expect(categoryLook('pursue-purpose')).toBe(categoryLook('pursue_purpose'));
    expect(categoryColor('pursue_purpose')).toBe('var(--color-purpose)');
    expect(CATEGORY_PALETTE.map((l) => l.color)).not.toContain(categoryColor('something_else'));
  });

  it('gives each seeded area of interest its own icon, unlike its neighbours in the same category', () => {
    const icons = AREAS.map((a) => areaIcon({ name: a.name, category: a.category }));
    expect(new Set(icons).size).toBe(AREAS.length);
    expect(Object.keys(AREA_ICONS).sort()).toEqual(AREAS.map((a) => a.name).sort());
    expect(areaIcon({ name: 'gardening', category: 'boost_happiness' })).toBe(categoryLook('boost_happiness').icon);
  });

  it('is the only mapping of categories to colours or icons in the screens', () => {
    const allowed = new Set(['lib/categories/palette.ts', 'components/categories/category-mark.tsx', 'app/globals.css']);
    const offenders = [...filesUnder(path.join(root, 'components')), ...filesUnder(path.join(root, 'app')), ...filesUnder(path.join(root, 'lib'))]
      .map((file) => path.relative(root, file))
      .filter((file) => !allowed.has(file))
      .filter((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        const namesCategories = /\b(create|pursue|increase|boost|sharpen)_(calm|purpose|energy|happiness|focus)\s*:/.test(text);
        return namesCategories && /(#[0-9a-fA-F]{6}|var\(--color-|\bWaves\b|\bCompass\b)/.test(text);
      });
    expect(offenders).toEqual([]);
  });

  it('is what the demo art is drawn in: each category’s pictures carry its own colour', () => {
    for (const look of CATEGORY_PALETTE) {
      const svg = readFileSync(path.join(root, `public/demo/activities/${look.key}/week-1.svg`), 'utf8').toLowerCase();
      // Boost Happiness's token is a deep amber for text contrast; its pictures use a lighter amber of the same hue.
      expect(svg, look.key).toContain(look.key === 'boost_happiness' ? '#c98a2b' : look.hex);
    }
  });
});
