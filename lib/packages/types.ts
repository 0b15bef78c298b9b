// What the package preview and import answer (docs/packages.md "Preview and apply"), shared with the Package page.
import { z } from 'zod';
import { PACKAGE_KINDS } from './constants';

export const packageKindChangesSchema = z.object({
  kind: z.enum(PACKAGE_KINDS),
  label: z.string(),
  /** Item keys (their natural names) the import would create, update, and leave as they are. */
  added: z.array(z.string()),
  changed: z.array(z.string()),
  unchanged: z.array(z.string()),
});

export const packagePreviewSchema = z.object({
  source: z.object({ promotion: z.string(), program_name: z.string().nullable(), installation: z.string() }),
  exported_at: z.string(),
  schema_version: z.number().int(),
  kinds: z.array(packageKindChangesSchema),
  totals: z.object({ added: z.number().int(), changed: z.number().int(), unchanged: z.number().int() }),
  images: z.number().int(),
});
export type PackagePreview = z.infer<typeof packagePreviewSchema>;
export type PackageKindChanges = z.infer<typeof packageKindChangesSchema>;

export const packageImportResultSchema = packagePreviewSchema.extend({ message: z.string() });
export type PackageImportResult = z.infer<typeof packageImportResultSchema>;
