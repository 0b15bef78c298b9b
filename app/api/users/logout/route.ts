import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { clearedSessionCookie } from '@/server/auth/session';

export const POST = route({ auth: 'optional' }, async () => {
  const cookie = clearedSessionCookie();
  const response = NextResponse.json({ logged_out: true });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
