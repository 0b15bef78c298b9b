// next-auth's own endpoints (/api/auth/*) over the same sign-in service and the same cookie as
// POST /api/users/authenticate, so either path yields one kind of session (docs/decisions/002-sign-in-protection.md).
import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { encode, decode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import { resolveHostContext } from '@/server/tenancy/promotion-context';
import { signIn } from './sign-in';
import { SESSION_TOKEN_HOURS, STAY_LOGGED_IN_SECONDS, sessionCookieName } from './session';

export function authOptions(): AuthOptions {
  return {
    secret: env().AUTH_SECRET,
    session: { strategy: 'jwt', maxAge: STAY_LOGGED_IN_SECONDS },
    pages: { signIn: '/welcome' },
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: env().APP_PROTOCOL === 'https' },
      },
    },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' }, stay_logged_in: { type: 'checkbox' } },
        async authorize(credentials, request) {
          const headers = (request?.headers ?? {}) as Record<string, string | undefined>;
          const host = await resolveHostContext(headers['x-forwarded-host'] ?? headers.host ?? null);
          try {
            const account = await signIn({
              email: credentials?.email ?? '',
              password: credentials?.password ?? '',
              ip: headers['x-forwarded-for']?.split(',')[0]?.trim() ?? 'local',
              host,
            });
            return {
              id: String(account.id),
              sv: account.session_version,
              pid: host.isDashboard ? null : (host.promotion?.id ?? null),
              stay: credentials?.stay_logged_in === 'true',
            } as never;
          } catch {
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { id: string; sv: number; pid: number | null; stay: boolean };
          return { sub: u.id, sv: u.sv, pid: u.pid, stay: u.stay };
        }
        return token;
      },
    },
    jwt: {
      // A session that is not "stay logged in" expires after SESSION_TOKEN_HOURS, as with the REST sign-in.
      encode: (params) => encode({ ...params, maxAge: params.token?.stay ? STAY_LOGGED_IN_SECONDS : SESSION_TOKEN_HOURS * 3600 }),
      decode,
    },
  };
}
