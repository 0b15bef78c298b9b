// The wall's pure display rules: relative and absolute times (§9), @-tags, and the likes popover's lines (§6).
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en';
import es from '@/messages/es';
import { createFormat } from '@/lib/i18n/format';
import { absoluteTime, relativeTime, splitTags } from '@/components/wall/format';
import { likeLines, type LikeRecord } from '@/components/likes/likes-popover';

const wallT = createTranslator({ locale: 'en', messages: en, namespace: 'wall' });
const likesT = createTranslator({ locale: 'en', messages: en, namespace: 'likes' });

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'now'], [59, 'now'], [60, '1m'], [59 * 60, '59m'], [3600, '1h'], [23 * 3600, '23h'], [86_400, '1d'], [29 * 86_400, '29d'],
    [30 * 86_400, '1mth'], [364 * 86_400, '12mth'], [365 * 86_400, '1y'], [800 * 86_400, '2y'],
  ])('%i s ago → %s', (seconds, label) => expect(relativeTime(ago(seconds), wallT, NOW)).toBe(label));

  it('a time slightly ahead of the clock is now', () => expect(relativeTime(new Date(NOW + 5000).toISOString(), wallT, NOW)).toBe('now'));
});

describe('absoluteTime', () => {
  it('writes M/d, h:mma in the given zone', () => {
    const english = createFormat('en');
    expect(absoluteTime('2026-03-07T09:05:00Z', english, 'UTC')).toBe('3/7, 9:05AM');
    expect(absoluteTime('2026-12-17T21:45:00Z', english, 'UTC')).toBe('12/17, 9:45PM');
    expect(absoluteTime('2026-03-07T09:05:00Z', english, 'Pacific/Chatham')).toBe('3/7, 10:50PM');
  });
  it('writes the day first and a 24-hour clock in Spanish', () => {
    expect(absoluteTime('2026-12-17T21:45:00Z', createFormat('es'), 'UTC')).toBe('17/12, 21:45');
  });
});

describe('relativeTime in Spanish', () => {
  const spanish = createTranslator({ locale: 'es', messages: es as typeof en, namespace: 'wall' });
  it('uses the Spanish units', () => {
    expect(relativeTime(ago(30), spanish, NOW)).toBe('ahora');
    expect(relativeTime(ago(5 * 60), spanish, NOW)).toBe('5 min');
    expect(relativeTime(ago(60 * 86_400), spanish, NOW)).toBe('2 meses');
  });
});

describe('splitTags', () => {
  it('marks @ plus a tagged full name, or @ plus one word, but not e-mail addresses', () => {
    expect(splitTags('Hi @Jordan Reyes and @sam, mail a@b.com', ['Jordan Reyes'])).toEqual([
      { text: 'Hi ', tag: false },
      { text: '@Jordan Reyes', tag: true },
      { text: ' and ', tag: false },
      { text: '@sam', tag: true },
      { text: ', mail a@b.com', tag: false },
    ]);
  });
  it('keeps markup as text', () => expect(splitTags('<b>@x</b>', [])).toEqual([{ text: '<b>', tag: false }, { text: '@x', tag: true }, { text: '</b>', tag: false }]));
});

describe('likeLines', () => {
  const like = (user_id: number, full_name: string): LikeRecord => ({ user_id, user: { profile: { full_name } } });
  it('says Be the first! with no likes', () => expect(likeLines([], 1, likesT)).toEqual(['Be the first!']));
  it('puts the viewer first as You and drops repeated people', () =>
    expect(likeLines([like(2, 'Ann'), like(1, 'Me'), like(2, 'Ann')], 1, likesT)).toEqual(['You', 'Ann']));
  it('shows up to 10 names, beyond that 9 and the others', () => {
    const ten = Array.from({ length: 10 }, (_, i) => like(i + 10, `P${i}`));
    expect(likeLines(ten, 1, likesT)).toHaveLength(10);
    const twelve = Array.from({ length: 12 }, (_, i) => like(i + 10, `P${i}`));
    expect(likeLines(twelve, 1, likesT)).toEqual([...twelve.slice(0, 9).map((l) => l.user.profile.full_name), '3 others']);
  });
});
