// GET /api/files/{key} — a stored upload, as stored, with nosniff and a sandboxing CSP; secure files only to the
// people of their promotion (mayViewFile in server/auth/abilities.ts). 404 for anything else.
import { route } from '@/server/http/route';
import { fileResponse } from '@/server/files/serve';
import { fileKeyParamSchema } from '@/lib/files/schemas';

export const GET = route(
  { produces: '*/*', scope: 'public', action: 'files.read', params: fileKeyParamSchema },
  ({ params, actor }) => fileResponse(params.key, actor),
);
