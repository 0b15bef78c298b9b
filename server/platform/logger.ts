// The app's logger: structured JSON lines through pino (server/observability/log.ts), with the request id of the
// request or job being served on every line. `logger.info(message, fields)`; an `error` field keeps its stack (server
// side only, never in a response).
import { log } from '@/server/observability/log';

type Fields = Record<string, unknown>;

export const logger = {
  debug: (message: string, fields?: Fields) => log.debug(fields ?? {}, message),
  info: (message: string, fields?: Fields) => log.info(fields ?? {}, message),
  warn: (message: string, fields?: Fields) => log.warn(fields ?? {}, message),
  error: (message: string, fields?: Fields) => log.error(fields ?? {}, message),
};
