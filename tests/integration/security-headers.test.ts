// Security finding 9: no security headers. Pages get a per-request nonce Content-Security-Policy from proxy.ts
// (frame-ancestors 'none', connect-src naming the realtime sidecar); every response gets nosniff, Referrer-Policy,
// Permissions-Policy from next.config.mjs; HSTS only behind HTTPS. tests/e2e/security-headers.spec.ts checks a
// real browser hydrates under the policy.
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import type { NextConfig } from 'next';
// @ts-expect-error -- next.config.mjs is plain JavaScript (the project does not type-check JS)
import nextConfigModule from '@/next.config.mjs';
import { env } from '@/lib/env';
import { contentSecurityPolicy, strictTransportSecurity } from '@/server/pages/content-security-policy';

const nextConfig = nextConfigModule as NextConfig;
const page = (path = '/welcome', host = 'acme.localhost:3000') => proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }));
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('pages (proxy.ts)', () => {
  it('answer with a nonce-based Content-Security-Policy, a fresh nonce per request, handed to Next on the request', () => {
    const first = page();
    const second = page();
    const policy = first.headers.get('content-security-policy')!;
    expect(policy).toBeTruthy();
    const nonce = /'nonce-([^']+)'/.exec(directive(policy, 'script-src'))![1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    // NextResponse.next({ request: { headers } }) forwards request headers as x-middleware-request-*.
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);

    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://acme.localhost:3001 ws://acme.localhost:3001");
    expect(first.headers.get('strict-transport-security')).toBeNull();
  });

  it('allow eval only in development, name SOCKET_PUBLIC_URL when set, and ignore a hostile Host', () => {
    const base = { NODE_ENV: 'production', APP_PROTOCOL: 'http', SOCKET_PORT: 3001, SOCKET_PUBLIC_URL: undefined } as const;
    expect(directive(contentSecurityPolicy('n', 'a.localhost', base), 'script-src')).not.toContain('unsafe-eval');
    expect(directive(contentSecurityPolicy('n', 'a.localhost', { ...base, NODE_ENV: 'development' }), 'script-src')).toContain("'unsafe-eval'");
    const publicUrl = contentSecurityPolicy('n', 'a.localhost', { ...base, SOCKET_PUBLIC_URL: 'https://realtime.example.com' });
    expect(directive(publicUrl, 'connect-src')).toBe("connect-src 'self' https://realtime.example.com wss://realtime.example.com");
    expect(directive(contentSecurityPolicy('n', "evil.example;script-src *", base), 'connect-src')).toBe("connect-src 'self'");
  });

  it('send HSTS only when APP_PROTOCOL is https', () => {
    expect(strictTransportSecurity({ APP_PROTOCOL: 'http' })).toBeNull();
    expect(strictTransportSecurity({ APP_PROTOCOL: 'https' })).toMatch(/^max-age=\d{8,}/);
    const e = env();
    const saved = e.APP_PROTOCOL;
    Object.assign(e, { APP_PROTOCOL: 'https' });
    try {
      const res = page();
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=/);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      Object.assign(e, { APP_PROTOCOL: saved });
    }
  });
});

describe('every response (next.config.mjs headers)', () => {
  it('carries nosniff, Referrer-Policy, Permissions-Policy and X-Frame-Options, API routes included', async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === '/:path*')!;
    const headers = Object.fromEntries(all.headers.map((h) => [h.key.toLowerCase(), h.value]));
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
  });
});
