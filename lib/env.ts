// Environment, validated once with messages that say what is wrong. Read configuration only from here.
// Server-only values; the client receives what it needs through props or the API.
import { z } from 'zod';

const port = (fallback: number) =>
  z.coerce.number({ message: 'must be a port number' }).int().min(1, 'must be a port number').max(65535, 'must be a port number').default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string({ message: 'is required (npm start and npm run dev set it for you)' })
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (npm start generates one in .data/auth-secret)'),
  APP_HOST: z
    .string()
    .default('localhost')
    .refine((v) => /^[a-z0-9.-]+$/i.test(v), 'must be a bare host name such as renew.example.com (no scheme, no port)'),
  APP_PROTOCOL: z.enum(['http', 'https']).default('http'),
  PORT: port(3000),
  /** Port that appears in links (emails, printed URLs); empty when the app sits behind a proxy on 80/443. */
  PUBLIC_PORT: z.string().regex(/^\d*$/, 'must be a port number or empty').optional(),
  SOCKET_PORT: port(3001),
  /** Where browsers reach the realtime sidecar; default {protocol}://{host}:{SOCKET_PORT} of the page. */
  SOCKET_PUBLIC_URL: z.string().url('must be a URL').optional(),
  DEFAULT_PROMOTION: z.string().regex(/^[a-z0-9-]+$/, 'must be a promotion subdomain').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Renew <no-reply@renew.localhost>'),
  /** Without SMTP_URL: also write each captured email, links intact, as JSON here (the e2e run; never by default). */
  MAIL_CAPTURE_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const raw = Object.fromEntries(Object.entries(process.env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  return parsed.data;
}

let cached: Env | undefined;
/** Validated environment; throws one readable error listing every wrong value. */
export function env(): Env {
  cached ??= load();
  return cached;
}

export { schema as envSchema };
