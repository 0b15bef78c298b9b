import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { AppError } from '@/server/http/errors';
import { createSessionCookie } from '@/server/auth/session';
import { deviceCookieAfterSignIn } from '@/server/auth/device-cookie';
import { findUserById } from '@/server/users/queries';
import { serializeUser } from '@/server/users/serialize';
import { jsonObjectBody, parseInput } from '@/server/http/input';
import { registerUser } from '@/server/registration/mutations';
import { registrationBodySchema } from '@/lib/onboarding/schemas';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

// POST /users: registration on the promotion's host. 201 with the user
// (as GET /users/me) and a session cookie, set as POST /users/authenticate does. 403 with the can_register message
// when registration is closed, full or not launched; 422 with every input problem; 429 past the throttle of refused
// registrations per client address and per email (server/registration/mutations.ts).
export const POST = route({ response: responses.currentUserSchema, status: 201, scope: 'public-promotion', action: 'registration.register', body: jsonObjectBody }, async ({ promotion, body, request, ip }) => {
  const input = parseInput(registrationBodySchema, body);
  const account = await registerUser(promotion, input, request.headers.get('cookie'), ip);
  const user = await findUserById(account.id);
  if (!user) throw new AppError(500, M.couldNotCreateUser);
  // The browser that chose the password is the account's first trusted device (docs/decisions/002-sign-in-protection.md).
  const device = await deviceCookieAfterSignIn(null, user.id);
  const cookie = await createSessionCookie({
    userId: user.id, stay: false, sessionVersion: account.session_version, promotionId: promotion.id, deviceId: device.deviceId,
  });
  const response = NextResponse.json(serializeUser(user), { status: 201 });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  response.cookies.set(device.name, device.value, device.options);
  return response;
});
