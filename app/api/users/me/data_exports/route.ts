import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { latestExport, requestExport } from '@/server/my-data/exports';
import { serializeExport } from '@/server/my-data/serialize';
import type { DataExport } from '@/lib/settings/types';

// GET /users/me/data_exports: the caller's latest unexpired export, or null.
export const GET = route({ response: responses.latestDataExportSchema, scope: 'signed-in', action: 'my_data.export' }, async ({ user }) => {
  const row = await latestExport(user.id);
  return { data_export: row ? serializeExport(row) : null } satisfies { data_export: DataExport | null };
});

// POST /users/me/data_exports: prepare a download of everything about the caller (ready at once, or queued with progress).
export const POST = route({ response: responses.dataExportAnswerSchema, scope: 'signed-in', action: 'my_data.export', status: 201 }, async ({ user }) => {
  return { data_export: serializeExport(await requestExport(user.id)) } satisfies { data_export: DataExport };
});
