// Any /api path no handler claims: the spec's error envelope instead of an HTML 404 page.
import { errorResponse } from '@/server/http/errors';
import { HTTP_MESSAGES } from '@/lib/requests/messages';

const notFound = async () => errorResponse(404, [HTTP_MESSAGES.noSuchRoute]);
export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
