// Runs in the browser before the app's own code (Next's client instrumentation hook).
// zod 4 probes `new Function('')` once to decide whether to compile fast parsers; under our Content-Security-Policy
// (no 'unsafe-eval' in production, docs/decisions/005-sessions-and-headers.md) that probe is reported as a violation
// even though zod catches it. jitless skips the probe; browser-side parsing is small forms, where JIT gains nothing.
// zod keeps its configuration on globalThis.__zod_globalConfig (what z.config() writes), so it is set here without
// importing zod: this file runs on every page, and `import { z } from 'zod'` put all of zod (31 KiB gzip) into every
// page's first-load JavaScript, forms or not (docs/benchmarks.md "First-load JavaScript").
// tests/unit/zod-jitless.test.ts holds zod to reading this object.
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
// In place: a zod already loaded keeps a reference to this object.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
