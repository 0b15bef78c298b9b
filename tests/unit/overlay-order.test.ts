// The interruption queue: one at a time, in the declared order, the next one's turn when the shown one is answered.
import { describe, expect, it } from 'vitest';
import { currentTurn, enqueueInterruption, INTERRUPTION_ORDER } from '@/components/shell/overlay-order';

describe('the interruption queue', () => {
  it('shows one interruption at a time, earliest kind first, then the next once it is answered', () => {
    const releaseApp = enqueueInterruption('app', 'app');
    const releaseCookie = enqueueInterruption('cookie', 'cookie');
    const releaseTutorial = enqueueInterruption('tutorial', 'tutorial');
    const releaseCelebration = enqueueInterruption('duo-complete', 'celebration');
    expect(currentTurn()).toBe('duo-complete');
    releaseCelebration();
    expect(currentTurn()).toBe('cookie');
    // A privacy-policy consent asked for later still goes before the cookie card.
    const releasePolicy = enqueueInterruption('policy', 'policy');
    expect(currentTurn()).toBe('policy');
    releasePolicy();
    releaseCookie();
    expect(currentTurn()).toBe('tutorial');
    releaseTutorial();
    expect(currentTurn()).toBe('app');
    releaseApp();
    expect(currentTurn()).toBeNull();
  });

  it('keeps two of one kind in the order they asked', () => {
    const first = enqueueInterruption('first', 'celebration');
    const second = enqueueInterruption('second', 'celebration');
    expect(currentTurn()).toBe('first');
    first();
    expect(currentTurn()).toBe('second');
    second();
  });

  it('puts celebrations before the policy, cookie, tutorials, evaluation offers and the app prompt', () => {
    expect(INTERRUPTION_ORDER).toEqual(['celebration', 'policy', 'cookie', 'tutorial', 'evaluation', 'app']);
  });
});
