import { describe, expect, it } from 'vitest';
import {
  effectiveFloor, filteredFigureHidden, suppressRow, suppressSeries, suppressTable, suppressTree,
} from '@/server/privacy/suppression';

const K = 5;
/** Sum of the hidden parts: what "total minus the visible cells" gives an attacker. */
const hiddenSum = (people: number[], mask: boolean[]) => people.reduce((s, n, i) => (mask[i] ? s + n : s), 0);

// A small deterministic generator, so a failure names the same rows every run.
function* rows(count: number, seed = 7): Generator<number[]> {
  let x = seed;
  const rand = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = 0; i < count; i++) yield Array.from({ length: 1 + Math.floor(rand() * 6) }, () => Math.floor(rand() * 14));
}

describe('primary suppression', () => {
  it('hides a cell of 1 to k-1 people and shows zero and k', () => {
    expect(suppressRow(K, [0, 1, 4, 5, 30], { totalShown: false }).parts).toEqual([false, true, true, false, false]);
  });
  it('uses the floor it is given', () => {
    expect(suppressRow(3, [2, 3], { totalShown: false }).parts).toEqual([true, false]);
    expect(suppressRow(10, [9, 10], { totalShown: false }).parts).toEqual([true, false]);
  });
  it('never goes below 3, and defaults to 5', () => {
    expect(effectiveFloor(1)).toBe(3);
    expect(effectiveFloor(null)).toBe(5);
    expect(effectiveFloor(12)).toBe(12);
  });
});

describe('complementary suppression', () => {
  it('hides the next-smallest cell when one hidden cell could be computed from the total', () => {
    // total 32: 32 - 20 - 10 would give the 2 back
    expect(suppressRow(K, [20, 2, 10]).parts).toEqual([false, true, true]);
  });
  it('keeps hiding until the hidden cells describe at least k people together', () => {
    // 1 + 1 = 2 < 5: the next-smallest (6) joins them
    expect(suppressRow(K, [1, 1, 6, 40]).parts).toEqual([true, true, true, false]);
  });
  it('hides the total when every cell is hidden and together they are fewer than k', () => {
    expect(suppressRow(K, [1, 2])).toEqual({ parts: [true, true], total: true });
  });
  it('skips zero cells: hiding a known nobody protects nobody', () => {
    expect(suppressRow(K, [0, 3, 8]).parts).toEqual([false, true, true]);
  });
  it('on random rows, no visible cell leaves a complement of 1 to k-1 and hidden cells add up to 0 or at least k', () => {
    for (const people of rows(2000)) {
      const { parts, total } = suppressRow(K, people);
      const sum = people.reduce((a, b) => a + b, 0);
      if (total) continue;
      expect(hiddenSum(people, parts) === 0 || hiddenSum(people, parts) >= K).toBe(true);
      people.forEach((n, i) => {
        if (parts[i]) return;
        expect(n === 0 || n >= K).toBe(true);
        const complement = sum - n;
        expect(complement === 0 || complement >= K).toBe(true);
      });
    }
  });
  it('protects rows and columns of a table until both hold', () => {
    const table = [
      [10, 2, 10],
      [10, 10, 10],
      [10, 10, 10],
    ];
    const { mask } = suppressTable(K, table);
    for (const [r, row] of table.entries()) expect(hiddenSum(row, mask[r]!) === 0 || hiddenSum(row, mask[r]!) >= K).toBe(true);
    for (let c = 0; c < 3; c++) {
      const column = table.map((row) => row[c]!);
      const m = mask.map((row) => row[c]!);
      expect(hiddenSum(column, m) === 0 || hiddenSum(column, m) >= K).toBe(true);
    }
    expect(mask[0]![1]).toBe(true);
    expect(mask.flat().filter(Boolean).length).toBeGreaterThanOrEqual(4);
  });
});

describe('differencing through filters', () => {
  it('hides a filtered figure whose complement in the unfiltered one is 1 to k-1', () => {
    expect(filteredFigureHidden(K, 40, 42)).toBe(true);
    expect(filteredFigureHidden(K, 40, 40)).toBe(false);
    expect(filteredFigureHidden(K, 40, 45)).toBe(false);
    expect(filteredFigureHidden(K, 3, 45)).toBe(true);
  });
  it('applies per label of a filtered series, then protects the series total again', () => {
    const shown = suppressSeries(K, [{ label: 'a', count: 20 }, { label: 'b', count: 9 }, { label: 'c', count: 30 }], {
      totalShown: true,
      unfiltered: [{ label: 'a', count: 22 }, { label: 'b', count: 15 }, { label: 'c', count: 40 }],
    });
    // a: 22 - 20 = 2 → hidden; then the filtered total would give a back → b (the next-smallest) hidden too
    expect(shown.map((p) => p.count)).toEqual(['< 5', '< 5', 30]);
  });
  it('hides a whole filtered series it cannot protect', () => {
    // b's complement is 0, so b filtered = b unfiltered comes back exactly, and with it a
    const shown = suppressSeries(K, [{ label: 'a', count: 20 }, { label: 'b', count: 9 }, { label: 'c', count: 30 }], {
      totalShown: true,
      unfiltered: [{ label: 'a', count: 22 }, { label: 'b', count: 9 }, { label: 'c', count: 40 }],
    });
    expect(shown.map((p) => p.count)).toEqual(['< 5', '< 5', '< 5']);
  });
  it('hides a location whose sub-tree differs from its parent by 1 to k-1 people, and everything under a hidden one', () => {
    // region 1 (own 0) ⊃ site 2 (20 people) ⊃ floor 4 (18); region 1 ⊃ site 3 (2 people)
    const hidden = suppressTree(K, [
      { id: 1, parentId: null, people: 0 },
      { id: 2, parentId: 1, people: 2 },
      { id: 4, parentId: 2, people: 18 },
      { id: 3, parentId: 1, people: 2 },
    ]);
    // site 3 (2) is small; site 2 then hides as its complement; floor 4 is 2 short of site 2 and under a hidden one
    expect([...hidden].sort()).toEqual([2, 3, 4]);
  });
});
