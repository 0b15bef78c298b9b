// Structured one-line logs. Errors keep their stack here (server-side only, never in a response).
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = order[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? 20;

function serialize(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (order[level] < threshold || process.env.RENEW_SILENT_LOGS === '1') return;
  const data = fields ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, serialize(v)])) : undefined;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...data });
  (level === 'error' || level === 'warn' ? console.error : console.log)(line);
}

export const logger = {
  debug: (m: string, f?: Record<string, unknown>) => write('debug', m, f),
  info: (m: string, f?: Record<string, unknown>) => write('info', m, f),
  warn: (m: string, f?: Record<string, unknown>) => write('warn', m, f),
  error: (m: string, f?: Record<string, unknown>) => write('error', m, f),
};
