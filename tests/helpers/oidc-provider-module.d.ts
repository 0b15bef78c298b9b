// oidc-provider ships no types (and @types/oidc-provider is not installed): the few parts the test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface Account { accountId: string; claims: () => Promise<Record<string, unknown>> }
  export default class Provider {
    constructor(issuer: string, configuration: {
      clients: Record<string, unknown>[];
      cookies?: { keys: string[] };
      claims?: Record<string, string[]>;
      findAccount: (ctx: unknown, id: string) => Promise<Account | undefined>;
      features?: Record<string, unknown>;
      ttl?: Record<string, number>;
    });
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
