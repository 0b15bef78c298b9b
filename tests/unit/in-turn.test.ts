// inTurn: work for one key runs one at a time in arrival order, a failure does not block the next, other keys run
// alongside.
import { describe, expect, it } from 'vitest';
import { inTurn } from '@/server/platform/in-turn';

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('inTurn', () => {
  it('runs one key’s work one at a time, in order, past a failure', async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string, ms: number, fail = false) => inTurn('k', async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await later(ms);
      log.push(`end ${name}`);
      running -= 1;
      if (fail) throw new Error(name);
      return name;
    });
    const results = await Promise.allSettled([job('a', 20), job('b', 1, true), job('c', 5)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(most).toBe(1);
  });

  it('lets different keys run at the same time', async () => {
    let running = 0;
    let most = 0;
    const job = (key: string) => inTurn(key, async () => {
      running += 1;
      most = Math.max(most, running);
      await later(10);
      running -= 1;
    });
    await Promise.all([job('x'), job('y')]);
    expect(most).toBe(2);
  });
});
