import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth/next-auth-options';

const handler = (request: Request, context: unknown) => NextAuth(authOptions())(request, context);
export { handler as GET, handler as POST };
