import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { Unauthorized } from '@/server/platform/errors';
import { MFA_MESSAGES } from '@/lib/mfa/constants';
import { verifySignInSchema } from '@/lib/mfa/schemas';
import { createSessionCookie } from '@/server/auth/session';
import { deviceCookieAfterSignIn, deviceCookieName } from '@/server/auth/device-cookie';
import { verifySecondFactor } from '@/server/mfa/second-factor';
import { setStayLoggedIn } from '@/server/users/mutations';
import { findUserById } from '@/server/users/queries';
import { serializeUser } from '@/server/users/serialize';

// POST /api/mfa/verify {mfa_token, code}: the second step of a password sign-in (docs/mfa.md). A right code opens the
// session the password step held back and answers the user, as POST /api/users/authenticate does.
export const POST = route({ response: responses.currentUserSchema, scope: 'public', action: 'mfa.verify', body: verifySignInSchema }, async ({ body, host, ip, request }) => {
  const pending = await verifySecondFactor({ token: body.mfa_token, code: body.code, ip, host });
  await setStayLoggedIn(pending.userId, pending.stay);
  const user = await findUserById(pending.userId);
  if (!user) throw new Unauthorized(MFA_MESSAGES.pendingExpired);
  // The completed sign-in makes this browser a trusted device of the account (decision 002), as the password step would.
  const device = await deviceCookieAfterSignIn(request.cookies.get(deviceCookieName())?.value, user.id);
  const cookie = await createSessionCookie({
    userId: user.id, stay: pending.stay, sessionVersion: pending.sessionVersion, promotionId: pending.promotionId, deviceId: device.deviceId,
  });
  const response = NextResponse.json(serializeUser(user));
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  response.cookies.set(device.name, device.value, device.options);
  return response;
});
