import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound, Unauthorized } from '@/server/platform/errors';
import { MESSAGES } from '@/lib/messages';
import { authenticateBodySchema } from '@/lib/users/schemas';
import { signIn } from '@/server/auth/sign-in';
import { createSessionCookie } from '@/server/auth/session';
import { setStayLoggedIn } from '@/server/users/mutations';
import { findUserById } from '@/server/users/queries';
import { serializeUser } from '@/server/users/serialize';
import { challengeFor } from '@/server/mfa/second-factor';
import { deviceCookieAfterSignIn, deviceCookieName } from '@/server/auth/device-cookie';

export const POST = route({ response: responses.currentUserSchema, also: [{ status: 202, response: responses.mfaChallengeSchema }], scope: 'public', action: 'session.sign_in', body: authenticateBodySchema }, async ({ body, host, ip, request }) => {
  if (!host.isDashboard && !host.promotion) throw new NotFound('Promotion could not be loaded.');
  const deviceToken = request.cookies.get(deviceCookieName())?.value ?? null;
  const account = await signIn({ email: body.email, password: body.password, ip, host, deviceToken });
  const promotionId = host.isDashboard ? null : (host.promotion?.id ?? null);
  // MFA on (docs/mfa.md): no session yet; the form asks for a code and sends it to POST /api/mfa/verify.
  if (account.mfaRequired) {
    return NextResponse.json(challengeFor({ userId: account.id, sessionVersion: account.session_version, stay: body.stay_logged_in, promotionId }), { status: 202 });
  }
  await setStayLoggedIn(account.id, body.stay_logged_in);
  const user = await findUserById(account.id);
  if (!user) throw new Unauthorized(MESSAGES.invalidCredentials);
  // A successful sign-in makes (or keeps) this browser a trusted device of the account (decision 002); its session
  // is bound to the device, so a lock for untrusted clients leaves it open.
  const device = await deviceCookieAfterSignIn(deviceToken, user.id);
  const cookie = await createSessionCookie({
    userId: user.id,
    stay: body.stay_logged_in,
    sessionVersion: account.session_version,
    promotionId,
    deviceId: device.deviceId,
  });
  const response = NextResponse.json(serializeUser(user));
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  response.cookies.set(device.name, device.value, device.options);
  return response;
});
