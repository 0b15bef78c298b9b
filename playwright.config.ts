// End-to-end tests against the real app: the release (release/, built once for the whole `npm test`: the release
// stage builds it, or scripts/start.ts --e2e when it is stale) on a fresh, seeded database, driven with Debian's
// chromium (`npx playwright install` cannot download browsers on offline machines; `apt-get install chromium` can).
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT moves the whole run (app, sidecar) when another run already holds 3100.
const port = Number(process.env.E2E_PORT ?? 3100);

// E2E_RECORD_API_RESPONSES=1: the server records every /api answer of the run to this file (one name per run: the
// workers inherit it), for scripts/check-api-responses.ts to validate against the OpenAPI document. Off by default.
const responseLog = process.env.E2E_RECORD_API_RESPONSES ? (process.env.E2E_API_RESPONSE_LOG ??= `${process.cwd()}/.data/e2e-api-responses-${Date.now()}.jsonl`) : undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://acme.localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // tsx itself, not npx: npx does not pass SIGTERM on, and the server must stop its PostgreSQL cleanly.
    command: 'node_modules/.bin/tsx scripts/start.ts --e2e',
    url: `http://localhost:${port}/api/promotions/current`,
    // MAIL_CAPTURE_DIR: sent mail, links intact, for specs that follow a reset link (tests/e2e/support/mail-sink.ts).
    // OUTBOUND_ALLOW_PRIVATE_NETWORK: the SSO spec's identity provider runs on 127.0.0.1 over http.
    // LOG_LEVEL warn: the access line of every request would otherwise fill CI's output.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', PORT: String(port), SOCKET_PORT: String(port + 1), MAIL_CAPTURE_DIR: `.data/e2e-mail-${port}`, OUTBOUND_ALLOW_PRIVATE_NETWORK: 'true', PSEUDO_LOCALES: 'true', ...(responseLog ? { API_RESPONSE_LOG: responseLog } : {}), ...(process.env.E2E_PORT ? { E2E_PORT: process.env.E2E_PORT } : {}) },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    // A cold release build plus a fresh seeded database takes minutes on a 2-core machine.
    timeout: 900_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
