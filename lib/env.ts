// Environment, validated once with messages that say what is wrong. Read configuration only from here.
// Server-only values; the client receives what it needs through props or the API.
import { z } from 'zod';

const port = (fallback: number) =>
  z.coerce.number({ message: 'must be a port number' }).int().min(1, 'must be a port number').max(65535, 'must be a port number').default(fallback);

const metricsPort = z.coerce.number({ message: 'must be a port number' }).int('must be a port number').min(0, 'must be a port number')
  .max(65535, 'must be a port number').optional();

/** Secrets that were ever published (compose's old default, the examples, the test suite): anyone can mint sessions with them. */
const PUBLISHED_SECRETS = new Set([
  'change-me-to-a-long-random-secret-0123456789',
  'test-secret-that-is-long-enough-for-next-auth-0123456789',
]);

/**
 * Why this AUTH_SECRET must not sign a production build's sessions, or null. Whoever knows the secret can mint a
 * session for any user, master included: refuse short ones, published ones and obvious placeholders.
 */
export function weakAuthSecretReason(secret: string): string | null {
  if (secret.length < 32) return 'must be at least 32 characters';
  if (PUBLISHED_SECRETS.has(secret) || /change-?me|example|placeholder/i.test(secret)) return 'is a published example value';
  if (new Set(secret).size < 12) return 'is too repetitive to be random';
  return null;
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string({ message: 'is required (npm start and npm run dev set it for you)' })
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL'),
  /** A direct (unpooled) connection for LISTEN and other session state; default DATABASE_URL (docs/deployment.md). */
  DATABASE_DIRECT_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL').optional(),
  /**
   * A read replica (or any copy kept in step with DATABASE_URL) for the heavy read-only paths: reports and their
   * exports, coordinator stats, leaderboards (server/db.ts dbRead; docs/deployment.md "Read replicas"). Default: the primary.
   */
  DATABASE_REPLICA_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL').optional(),
  /**
   * 'transaction' when DATABASE_URL goes through a pooler in transaction mode (PgBouncer's pool_mode = transaction):
   * no named prepared statements and no startup options on those connections (docs/deployment.md "Connections").
   */
  DATABASE_POOLER: z.enum(['none', 'transaction'], { message: "must be 'transaction' or 'none'" }).default('none'),
  /** Connections of the app's pool per process (and of the replica's pool); the budget table is in docs/deployment.md. */
  DATABASE_POOL_SIZE: z.coerce.number({ message: 'must be a number of connections' }).int('must be a whole number')
    .min(1, 'must be at least 1').max(500, 'must be at most 500').default(10),
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
  /** Where the web server reaches the sidecar for /api/ready (docker compose: http://sidecar:3001); default 127.0.0.1:SOCKET_PORT. */
  SOCKET_INTERNAL_URL: z.string().url('must be a URL').optional(),
  /**
   * Realtime sidecar processes behind SOCKET_PORT (server/realtime/sidecar.ts): 1 by default (an image scales by
   * replicas); `npm start` sets one per core, at most 4.
   */
  SIDECAR_CONCURRENCY: z.coerce.number({ message: 'must be a number of processes' }).int('must be a whole number of processes')
    .min(1, 'must be at least 1').max(64, 'must be at most 64').default(1),
  DEFAULT_PROMOTION: z.string().regex(/^[a-z0-9-]+$/, 'must be a promotion subdomain').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Renew <no-reply@renew.localhost>'),
  /** Without SMTP_URL: also write each captured email, links intact, as JSON here (the e2e run; never by default). */
  MAIL_CAPTURE_DIR: z.string().optional(),
  /** Append every /api answer (method, path, status, JSON body) to this file, one JSON line each, for the response
   * contract check of an e2e run (scripts/check-api-responses.ts). Never by default: it writes personal data. */
  API_RESPONSE_LOG: z.string().optional(),
  /** Email notifications (server/notification-mail): at most one email per kind per user per this many minutes. */
  NOTIFICATION_EMAIL_INTERVAL_MINUTES: z.coerce.number({ message: 'must be a number of minutes' }).int('must be a whole number of minutes')
    .min(1, 'must be at least 1 minute').max(720, 'must be at most 720 minutes (12 hours)').default(15),
  /** pino's levels (server/observability/log.ts reads it itself, so a process can log why its environment is wrong). */
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  /**
   * Metrics (docs/operations.md "Metrics"): each process serves GET /metrics on its own port, bound to METRICS_HOST;
   * WEB_/SIDECAR_/WORKER_METRICS_PORT name one process kind's port, METRICS_PORT any other. Read by
   * server/observability/metrics-server.ts, which also refuses a non-loopback METRICS_HOST without METRICS_TOKEN.
   */
  METRICS_PORT: metricsPort,
  WEB_METRICS_PORT: metricsPort,
  SIDECAR_METRICS_PORT: metricsPort,
  WORKER_METRICS_PORT: metricsPort,
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** OpenTelemetry traces over OTLP/HTTP when set (server/observability/tracing.ts); off and not loaded otherwise. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url('must be a URL such as http://otel-collector:4318').optional(),
  /** Uploaded files on local disk (server/files/storage.ts), unless S3_BUCKET is set. Relative to the working directory. */
  UPLOADS_DIR: z.string().default('.data/uploads'),
  /** Uploaded files in an S3-compatible bucket instead of on disk (AWS S3, MinIO, R2…). */
  S3_BUCKET: z.string().optional(),
  /** The S3-compatible service's endpoint; empty for AWS itself. */
  S3_ENDPOINT: z.string().url('must be a URL').optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Without keys the SDK's default chain applies (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (bucket in the path), which MinIO and most self-hosted services need. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Masters belong to no organization: MFA is required of them only when this is 'true' (docs/mfa.md). */
  MFA_REQUIRED_FOR_MASTERS: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /**
   * Development and tests only: outbound requests to addresses others chose (push endpoints, SSO issuers) may use
   * http:// and reach loopback and private addresses, for a provider running on this machine
   * (docs/decisions/011-outbound-requests.md). Never in production.
   */
  OUTBOUND_ALLOW_PRIVATE_NETWORK: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Offers the test-only pseudo-locales en-XA and ar-XB (lib/i18n/locales.ts); the e2e server sets it. */
  PSEUDO_LOCALES: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
}).superRefine((e, ctx) => {
  // Production builds only: development and tests may use any 32+ character secret.
  const reason = e.NODE_ENV === 'production' ? weakAuthSecretReason(e.AUTH_SECRET) : null;
  if (reason) {
    ctx.addIssue({
      code: 'custom', path: ['AUTH_SECRET'],
      message: `${reason}; a production build refuses it (generate one: openssl rand -base64 32; npm start keeps one in .data/auth-secret)`,
    });
  }
  // A LISTEN (the sidecar's, the cache invalidation's) through a transaction pooler would stop hearing anything the
  // moment the pooler hands its server connection to another client.
  if (e.DATABASE_POOLER === 'transaction' && !e.DATABASE_DIRECT_URL) {
    ctx.addIssue({
      code: 'custom', path: ['DATABASE_DIRECT_URL'],
      message: 'is required with DATABASE_POOLER=transaction: LISTEN and migrations need a direct connection to PostgreSQL (docs/deployment.md "Connections")',
    });
  }
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

/**
 * The next env() reads process.env again. For the tests' setup only: it imports the composition root (which reads the
 * environment) before a test file's own `vi.hoisted` settings run, and forgets what it read once they have.
 */
export function forgetEnv(): void {
  cached = undefined;
}

export { schema as envSchema };
