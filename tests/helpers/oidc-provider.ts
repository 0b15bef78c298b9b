// A real OpenID provider in the test process (oidc-provider), not a mock: discovery, authorization with PKCE, its own
// sign-in and consent pages (dev interactions), the token, userinfo and end-session endpoints. `signIn` drives its
// pages like a browser would and returns the URL it finally sends the browser to (our callback with code and state).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Runs the provider's sign-in for this account from an authorization URL; returns the redirect to the callback. */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestProvider(options: { redirectUris: string[]; accounts: TestAccount[]; port?: number }): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));
  const clientId = 'renew-test';
  const clientSecret = 'a-client-secret-for-tests-only-0123456789';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: options.redirectUris, post_logout_redirect_uris: [] }],
    cookies: { keys: ['renew-test-provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'department', 'employee_number', 'start_date', 'is_manager'],
    },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  // Its startup warnings (runtime, dev keys, dev interactions) say what a test provider is.
  server.on('request', provider.callback());

  const signIn = async (authorizationUrl: string, accountId: string): Promise<URL> => {
    const jar = new Map<string, string>();
    const remember = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair!.indexOf('=');
        jar.set(pair!.slice(0, index).trim(), pair!.slice(index + 1));
      }
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let url = new URL(authorizationUrl);
    for (let step = 0; step < 12; step += 1) {
      if (url.origin !== issuer) return url;
      let res = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
      remember(res);
      if (res.status === 200 && url.pathname.startsWith('/interaction/')) {
        const page = await res.text();
        const prompt = page.includes('name="login"') ? 'login' : 'consent';
        const body = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt });
        res = await fetch(url, { method: 'POST', redirect: 'manual', body, headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' } });
        remember(res);
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`The test provider stopped at ${url.pathname} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
      url = new URL(location, url);
    }
    throw new Error('The test provider sign-in did not finish.');
  };

  return {
    issuer, clientId, clientSecret, signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
