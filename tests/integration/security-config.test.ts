// Security finding 11: docker-compose.yml shipped a default AUTH_SECRET with which anyone could mint a master session.
// A production build now refuses weak or published secrets; compose demands one; `npm start` still works with zero
// set-up by generating a random one into .data/.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, weakAuthSecretReason } from '@/lib/env';
import { ensureAuthSecret } from '../../scripts/lib/auth-secret';

const base = { DATABASE_URL: 'postgresql://localhost/renew' };
const OLD_COMPOSE_DEFAULT = 'change-me-to-a-long-random-secret-0123456789';

describe('AUTH_SECRET', () => {
  it('a production build refuses the old compose default, short, repetitive and placeholder secrets', () => {
    for (const secret of [OLD_COMPOSE_DEFAULT, 'short', 'a'.repeat(40), 'abcabcabcabcabcabcabcabcabcabcabcabc', 'please-change-me-please-change-me-0123']) {
      const parsed = envSchema.safeParse({ ...base, NODE_ENV: 'production', AUTH_SECRET: secret });
      expect(parsed.success, secret).toBe(false);
      expect(parsed.error!.issues.map((i) => i.path.join('.'))).toContain('AUTH_SECRET');
    }
    expect(envSchema.safeParse({ ...base, NODE_ENV: 'production', AUTH_SECRET: 'q3V9x-2LmZ8rT1bYwK7pN4sD6fH0jC5eA_gU' }).success).toBe(true);
  });

  it('development and tests keep accepting any 32+ character secret', () => {
    expect(envSchema.safeParse({ ...base, NODE_ENV: 'development', AUTH_SECRET: OLD_COMPOSE_DEFAULT }).success).toBe(true);
    expect(envSchema.safeParse({ ...base, NODE_ENV: 'development', AUTH_SECRET: 'short' }).success).toBe(false);
  });

  it('npm start generates a strong secret into .data/ when none is set, and keeps it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'renew-secret-'));
    const saved = process.env.AUTH_SECRET;
    delete process.env.AUTH_SECRET;
    try {
      const secret = ensureAuthSecret(root);
      expect(weakAuthSecretReason(secret)).toBeNull();
      expect(readFileSync(path.join(root, '.data/auth-secret'), 'utf8')).toBe(secret);
      expect(ensureAuthSecret(root)).toBe(secret);
    } finally {
      process.env.AUTH_SECRET = saved;
    }
  });

  it('docker-compose.yml has no default secret: every AUTH_SECRET demands one', () => {
    const compose = readFileSync(path.resolve('docker-compose.yml'), 'utf8');
    const lines = compose.split('\n').filter((l) => /^\s*AUTH_SECRET:/.test(l));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/AUTH_SECRET: \$\{AUTH_SECRET:\?[^}]+\}$/);
    expect(compose).not.toContain(OLD_COMPOSE_DEFAULT);
  });
});

describe('database connections (docs/deployment.md "Connections")', () => {
  const secret = { AUTH_SECRET: 'q3V9x-2LmZ8rT1bYwK7pN4sD6fH0jC5eA_gU' };
  it('a transaction pooler needs a direct URL for LISTEN and migrations', () => {
    const pooled = envSchema.safeParse({ ...base, ...secret, DATABASE_POOLER: 'transaction' });
    expect(pooled.success).toBe(false);
    expect(pooled.error!.issues.map((i) => i.path.join('.'))).toEqual(['DATABASE_DIRECT_URL']);
    const withDirect = envSchema.safeParse({ ...base, ...secret, DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: 'postgresql://db:5432/renew' });
    expect(withDirect.success && withDirect.data.DATABASE_POOLER).toBe('transaction');
  });

  it('the pool size is one bounded setting, 10 by default', () => {
    expect(envSchema.parse({ ...base, ...secret }).DATABASE_POOL_SIZE).toBe(10);
    expect(envSchema.parse({ ...base, ...secret, DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(envSchema.safeParse({ ...base, ...secret, DATABASE_POOL_SIZE: '0' }).success).toBe(false);
  });
});
