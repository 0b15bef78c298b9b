// One sign-in on its way through the provider (docs/sso.md): the state parameter is 24+ random bytes of which only
// the SHA-256 is stored, with the PKCE verifier (sealed) and the nonce, for STATE_MINUTES. Taking a state deletes its
// row first, so a state works once even for two racing callbacks.
import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { seal, sha256, unseal } from './secrets';

export const STATE_MINUTES = 10;

export interface NewState {
  state: string;
  nonce: string;
  codeVerifier: string;
  organizationId: number;
  promotionId: number | null;
  purpose: 'login' | 'test';
  testRunId?: string | null;
  redirectUri: string;
  returnTo?: string | null;
}

export interface TakenState {
  /** The state parameter itself, which the code exchange checks against the provider's answer. */
  state: string;
  organizationId: number;
  promotionId: number | null;
  purpose: 'login' | 'test';
  testRunId: string | null;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string | null;
}

export async function storeState(s: NewState): Promise<void> {
  await db.ssoLoginState.deleteMany({ where: { expires_at: { lt: new Date() } } });
  await db.ssoLoginState.create({
    data: {
      id: sha256(s.state), organization_id: s.organizationId, promotion_id: s.promotionId, purpose: s.purpose,
      test_run_id: s.testRunId ?? null, code_verifier_encrypted: seal(s.codeVerifier), nonce: s.nonce,
      redirect_uri: s.redirectUri, return_to: s.returnTo ?? null, expires_at: new Date(Date.now() + STATE_MINUTES * 60_000),
    },
  });
}

/** The state's row, deleted as it is read; null when unknown, used, expired or unreadable. */
export async function takeState(state: string): Promise<TakenState | null> {
  let row;
  try {
    row = await db.ssoLoginState.delete({ where: { id: sha256(state) } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') return null;
    throw error;
  }
  if (row.expires_at.getTime() < Date.now()) return null;
  const codeVerifier = unseal(row.code_verifier_encrypted);
  if (!codeVerifier) return null;
  return {
    state, organizationId: row.organization_id, promotionId: row.promotion_id, purpose: row.purpose === 'test' ? 'test' : 'login',
    testRunId: row.test_run_id, nonce: row.nonce, codeVerifier, redirectUri: row.redirect_uri, returnTo: row.return_to,
  };
}
