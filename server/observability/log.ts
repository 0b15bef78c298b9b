// Structured JSON logs (pino), one line per event, the same shape in the web server, the sidecar and the worker:
// {"level":"info","time":"…","service":"web","pid":…,"requestId":"…","message":"…", …fields}.
// The request id comes from the request (or job) context on every line written while it runs (request-context.ts).
// Level: LOG_LEVEL (trace|debug|info|warn|error|fatal|silent), default info; silent under vitest unless LOG_LEVEL or
// RENEW_SILENT_LOGS=0 says otherwise, and RENEW_SILENT_LOGS=1 silences a process. Read from process.env, not lib/env.ts: a process must be able
// to log why its environment is invalid.
// Errors are serialized with their stack here, on the server only; responses never carry them (server/http/errors.ts).
import pino from 'pino';
import { currentRequestContext } from './request-context';

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

export function logLevel(environment: Record<string, string | undefined> = process.env): pino.LevelWithSilent {
  if (environment.RENEW_SILENT_LOGS === '1') return 'silent';
  const wanted = environment.LOG_LEVEL?.toLowerCase();
  if (wanted && LEVELS.has(wanted)) return wanted as pino.LevelWithSilent;
  // A test's child process that must be heard says RENEW_SILENT_LOGS=0 (its environment still names vitest).
  return environment.VITEST && environment.RENEW_SILENT_LOGS !== '0' ? 'silent' : 'info';
}

const KEY = Symbol.for('renew.observability.logger');
const holder = globalThis as unknown as { [KEY]?: pino.Logger };

function create(): pino.Logger {
  return pino({
    level: logLevel(),
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    base: { pid: process.pid },
    formatters: { level: (label) => ({ level: label }) },
    serializers: { error: pino.stdSerializers.err, err: pino.stdSerializers.err },
    mixin: () => {
      const context = currentRequestContext();
      return context ? { requestId: context.requestId } : {};
    },
  });
}

/** The process's root logger (one per process, shared by the web server's code and Next's bundle of the app). */
export const log: pino.Logger = (holder[KEY] ??= create());

/** Names the process on every line: 'web', 'sidecar', 'worker' (called once by each entry point). */
export function setLogService(service: string): void {
  log.setBindings({ service });
}
