// Runs in the browser before the app's own code (Next's client instrumentation hook).
// zod 4 probes `new Function('')` once to decide whether to compile fast parsers; under our Content-Security-Policy
// (no 'unsafe-eval' in production, docs/decisions/005-sessions-and-headers.md) that probe is reported as a violation
// even though zod catches it. jitless skips the probe; browser-side parsing is small forms, where JIT gains nothing.
import { z } from 'zod';

z.config({ jitless: true });
