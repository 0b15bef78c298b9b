// The export JSON (lib/settings/types.ts DataExport). The file itself is only served by the download route.
import type { DataExport, DataExportStatus } from '@/lib/settings/types';
import type { ExportRow } from './exports';

export function serializeExport(row: ExportRow): DataExport {
  return {
    id: row.id,
    status: row.status as DataExportStatus,
    progress: row.progress,
    file_name: row.file_name,
    byte_size: row.byte_size,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    download_url: row.status === 'ready' ? `/api/users/me/data_exports/${row.id}/download` : null,
  };
}
