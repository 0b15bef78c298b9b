// Reports (docs/reports.md): the request shapes of the reports CRUD, the run call and the CSV export, shared by the route
// handlers and the workspace. Constants and messages are the spec's (administration.md "Reports").
import { z } from 'zod';
import { idSchema, isoDaySchema } from '@/lib/schemas';

/** Report table: 20 rows at a time, more on scroll; a result of 50,000 rows triggers the limit dialog. */
export const REPORT_PAGE_ROWS = 20;
export const REPORT_ROW_LIMIT = 50_000;

export const REPORT_TYPES = ['Simple', 'SQL'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const FILTER_SIGNS = ['<', '<=', 'is', 'starts with', 'is not', '>', '>=', 'between'] as const;
export type FilterSign = (typeof FILTER_SIGNS)[number];

export const REPORT_MESSAGES = {
  loadFailed: 'Reports could not be loaded.',
  fieldsFailed: 'Report field could not be loaded.',
  notFound: 'Report could not be found.',
  deleteFailed: 'Report could not be deleted.',
  saveNotAllowed: 'You may not save this report.',
  nameRequired: 'Name is required.',
  fieldsRequired: 'Choose at least one field.',
  sqlRequired: 'Enter the SQL of the report.',
  sqlMasterOnly: 'Only a master can write the SQL of a report.',
  unknownField: (f: string) => `Unknown report field: ${f}.`,
  incompleteFilter: 'A filter needs a field, a sign and a value.',
  numberFilter: (f: string) => `The value for ${f} must be a number.`,
  dateFilter: (f: string) => `The value for ${f} must be a date as YYYY-MM-DD.`,
  betweenFilter: (f: string) => `Between needs two values for ${f}, separated by a comma.`,
  dateRange: 'The start date must be on or before the end date.',
  locationNotFound: 'Location could not be found.',
  evaluationNotFound: 'Evaluation Definition could not be found',
  eopFailed: 'Could not get EOP data.',
  // SQL reports (the sandbox, server/reports/sandbox.ts)
  sqlReadOnly: 'SQL reports can only read data: start the report with SELECT or WITH.',
  sqlOneStatement: 'A SQL report is one statement: remove the semicolons inside it.',
  sqlForbidden: (what: string) => `SQL reports cannot use ${what}.`,
  sqlPermission: 'SQL reports can read only the promotion’s report views (users, locations, user_points, entries, user_activities, activities, user_scenes, duos, teams, team_members, evaluations, evaluation_definitions, custom_prompts, custom_prompt_answers).',
  sqlWrite: 'SQL reports can only read data: writing is not allowed.',
  sqlTimeout: (seconds: number) => `The report took longer than ${seconds} seconds and was stopped.`,
  sqlError: (detail: string) => `The SQL report failed: ${detail}`,
  sqlUnavailable: 'SQL reports are not set up on this database (the role renew_report_reader is missing; see docs/reports.md).',
  sqlCatalog: (what: string) => `SQL reports can read only the promotion’s report views: ${what} reads the database’s system catalogs, which reports cannot use.`,
  sqlTooLarge: (megabytes: number) => `The report’s result is larger than ${megabytes} MB and was stopped: choose fewer columns or rows, or narrow it with a filter.`,
  sqlRowTooLarge: (megabytes: number) => `A row of the report is larger than ${megabytes} MB and the report was stopped: leave out the largest values.`,
  filterSignOneOf: (values: string) => `Filter sign must be one of ${values}`,
  exportDataRequired: 'data is required.',
  exportDataJson: 'data must be the JSON of the report to export.',
} as const;

/** Date fields: names ending in on, at or date (between on them is sent as YYYY-MM-DD). */
export const isDateField = (name: string) => /(_on|_at|date)$/i.test(name);

export const reportFilterSchema = z.object({
  field: z.string().trim().max(100),
  sign: z.enum(FILTER_SIGNS, { message: REPORT_MESSAGES.filterSignOneOf(FILTER_SIGNS.join(', ')) }),
  value: z.string().max(500),
});
export type ReportFilterInput = z.infer<typeof reportFilterSchema>;

const fieldList = z.array(z.string().trim().min(1).max(100)).max(100);

export const reportWriteSchema = z.object({
  name: z.string().trim().min(1, REPORT_MESSAGES.nameRequired).max(200),
  report_type: z.enum(REPORT_TYPES).default('Simple'),
  fields: fieldList.default([]),
  filters: z.array(reportFilterSchema).max(50).default([]),
  sql: z.string().max(20_000).nullish(),
  /** The report this one was made from (a custom report). */
  parent_id: idSchema('parent_id').nullish(),
});
export type ReportWrite = z.infer<typeof reportWriteSchema>;

const optionalDay = z.union([isoDaySchema, z.literal(''), z.null()]).optional().transform((v) => (v ? v : null));
const optionalId = (label: string) => z.union([idSchema(label), z.literal(''), z.null()]).optional().transform((v) => (typeof v === 'number' ? v : null));

export const reportRunSchema = z.object({
  min_date: optionalDay,
  max_date: optionalDay,
  fields: fieldList.optional(),
  filters: z.array(reportFilterSchema).max(50).optional(),
  sql: z.string().max(20_000).nullish(),
  top_level_location: optionalId('top_level_location'),
  location: optionalId('location'),
  evaluation_definition_id: optionalId('evaluation_definition_id'),
});
export type ReportRunInput = z.infer<typeof reportRunSchema>;

export const reportRunQuerySchema = z.object({
  is_custom: z.enum(['true', 'false', '1', '0', '']).optional().transform((v) => v === 'true' || v === '1'),
});

/** POST /export: a form submit with the file name and `data`, the JSON of the report run to export. */
export const exportDataSchema = reportRunSchema.extend({
  promotion_id: idSchema('promotion_id'),
  report_id: z.union([idSchema('report_id'), z.literal('new')]),
  is_custom: z.boolean().optional(),
  report_type: z.enum(REPORT_TYPES).optional(),
});
export type ExportData = z.infer<typeof exportDataSchema>;

// POST /export's query: the promotion the report ran in, named so the wrapper proves access before the body is read.
export const exportQuerySchema = z.object({ promotion_id: idSchema('promotion_id') });

/**
 * POST /export's body: the fields of the download form (or the same as JSON). `data` is the report run as JSON text
 * (a JSON body may carry the object itself); `filename` is cut to 200 characters.
 */
export const exportFormSchema = z.object({
  filename: z.string().nullish().transform((v) => (v ? v.slice(0, 200) : null)),
  data: z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.exportDataRequired });
        return z.NEVER;
      }
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.exportDataJson });
        return z.NEVER;
      }
    })
    .pipe(exportDataSchema),
});

/** POST /promotions/{id}/reports/{reportId}/run; reportId 'new': a report not saved yet (the body carries it). */
export const reportRunParamSchema = z.object({ id: idSchema('id'), reportId: z.union([z.literal('new'), idSchema('reportId')]) });
export const reportRunBodySchema = reportRunSchema.extend({ report_type: z.enum(REPORT_TYPES).optional() });

/** GET /promotions/{id}/eop?location_id&format=pdf. */
export const eopQuerySchema = z.object({
  location_id: z.union([idSchema('location_id'), z.literal('')]).optional().transform((v) => (typeof v === 'number' ? v : null)),
  format: z.enum(['json', 'pdf']).default('json'),
});
