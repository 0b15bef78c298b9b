// The composition root's one entry: importing this module wires what follows each domain event into the event bus
// (docs/decisions/015-outbox.md). Every process that records events imports it at start: the web's route wrappers
// (server/http/route.ts), the worker (server/jobs/worker.ts, through ./jobs.ts), the tests' setup, scripts and benches
// that call services directly. Features never import server/composition: it imports them (`npm run lint:cycles`).
import { wireEventHandlers } from '@/server/events/registry';
import { AFTER_COMMIT } from './after-commit';

wireEventHandlers(AFTER_COMMIT);
