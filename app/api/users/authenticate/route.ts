import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { MESSAGES } from '@/lib/messages';
import { authenticateBodySchema } from '@/server/users/schemas';
import { signIn } from '@/server/auth/sign-in';
import { createSessionCookie } from '@/server/auth/session';
import { setStayLoggedIn } from '@/server/users/mutations';
import { findUserById } from '@/server/users/queries';
import { serializeUser } from '@/server/users/serialize';
import { challengeFor } from '@/server/mfa/second-factor';

export const POST = route({ scope: 'public', action: 'session.sign_in', body: authenticateBodySchema }, async ({ body, host, ip }) => {
  if (!host.isDashboard && !host.promotion) throw new AppError(404, 'Promotion could not be loaded.');
  const account = await signIn({ email: body.email, password: body.password, ip, host });
  const promotionId = host.isDashboard ? null : (host.promotion?.id ?? null);
  // MFA on (docs/mfa.md): no session yet; the form asks for a code and sends it to POST /api/mfa/verify.
  if (account.mfaRequired) {
    return NextResponse.json(challengeFor({ userId: account.id, sessionVersion: account.session_version, stay: body.stay_logged_in, promotionId }), { status: 202 });
  }
  await setStayLoggedIn(account.id, body.stay_logged_in);
  const user = await findUserById(account.id);
  if (!user) throw new AppError(401, MESSAGES.invalidCredentials);
  const cookie = await createSessionCookie({
    userId: user.id,
    stay: body.stay_logged_in,
    sessionVersion: account.session_version,
    promotionId,
  });
  const response = NextResponse.json(serializeUser(user));
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
