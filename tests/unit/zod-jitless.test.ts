import { describe, expect, it } from 'vitest';

// instrumentation-client.ts turns zod's JIT off without importing zod (docs/benchmarks.md "First-load JavaScript"):
// it writes the object zod keeps its configuration in. If a zod upgrade keeps it elsewhere, this fails.
describe('instrumentation-client', () => {
  it('makes zod jitless without importing it', async () => {
    await import('../../instrumentation-client');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
