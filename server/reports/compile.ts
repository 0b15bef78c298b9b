// Reports as SQL over the sandbox's views (report_views, docs/reports.md): a Simple report's fields and filters compile
// to one SELECT; a SQL report's text is checked and its placeholders filled. Values are written as quoted literals
// (standard_conforming_strings is on in the sandbox), because the runner takes one SQL text; every value was
// validated first (numbers, YYYY-MM-DD days) and text only ever appears inside a quoted literal.
import 'server-only';
import { isDateField, REPORT_MESSAGES as M, type FilterSign, type ReportFilterInput } from '@/lib/reports/schemas';
import { Invalid } from '@/server/platform/errors';

export const literal = (value: string) => `'${value.replace(/\0/g, '').replace(/'/g, "''")}'`;
const likePrefix = (value: string) => literal(`${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

type Kind = 'text' | 'number' | 'date';
interface FieldSql {
  kind: Kind;
  /** The SQL of the value, over `u` (the users view) and the named CTEs. */
  expr: string;
  /** CTEs the expression needs. */
  needs?: Cte[];
}
type Cte = 'loc' | 'top' | 'acts' | 'scenes' | 'duos' | 'teams' | 'evals' | 'points' | 'prompts';

export interface CompileOptions {
  minDate: string | null;
  maxDate: string | null;
  evaluationDefinitionId: number | null;
  /** The top-level location or location filter of the run, as location ids (null: none). */
  locationIds: number[] | null;
}

const dateCond = (column: string, o: CompileOptions) =>
  [o.minDate ? `${column} >= ${literal(o.minDate)}::date` : '', o.maxDate ? `${column} < ${literal(o.maxDate)}::date + 1` : '']
    .filter(Boolean).join(' AND ') || 'true';

function cteSql(name: Cte, o: CompileOptions, promptIds: number[]): string {
  switch (name) {
    case 'loc':
      return 'loc AS MATERIALIZED (SELECT id, name, parent_location_id FROM locations)';
    case 'top':
      return `top AS MATERIALIZED (WITH RECURSIVE t AS (SELECT id, id AS top_id FROM loc WHERE parent_location_id IS NULL OR parent_location_id NOT IN (SELECT id FROM loc)
        UNION ALL SELECT c.id, t.top_id FROM loc c JOIN t ON c.parent_location_id = t.id) SELECT t.id, l.name FROM t JOIN loc l ON l.id = t.top_id)`;
    case 'acts':
      return `acts AS MATERIALIZED (SELECT user_id, count(*) AS n, max(recorded_on) AS last_on FROM user_activities WHERE is_active AND ${dateCond('recorded_on', o)} GROUP BY user_id)`;
    case 'scenes':
      return `scenes AS MATERIALIZED (SELECT user_id, count(*) AS n FROM user_scenes WHERE completed_at IS NOT NULL AND ${dateCond('completed_at', o)} GROUP BY user_id)`;
    case 'duos':
      return `duos_done AS MATERIALIZED (SELECT uid AS user_id, count(*) AS n FROM (SELECT sender_id AS uid, completed_at FROM duos UNION ALL SELECT receiver_id, completed_at FROM duos) d
        WHERE completed_at IS NOT NULL AND ${dateCond('completed_at', o)} GROUP BY uid)`;
    case 'teams':
      return 'team_names AS MATERIALIZED (SELECT tm.user_id, string_agg(t.name, \', \' ORDER BY t.name) AS name FROM team_members tm JOIN teams t ON t.id = tm.team_id GROUP BY tm.user_id)';
    case 'evals':
      return `evals AS MATERIALIZED (SELECT user_id, max(created_at) AS at FROM evaluations WHERE ${o.evaluationDefinitionId ? `evaluation_definition_id = ${o.evaluationDefinitionId} AND ` : ''}${dateCond('created_at', o)} GROUP BY user_id)`;
    case 'points':
      return 'points AS MATERIALIZED (SELECT user_id, total_points FROM user_points)';
    case 'prompts':
      // Every chosen prompt's latest answer per participant, pivoted to a column each, in one pass over the answers
      // (a subquery per row and prompt cost a probe per participant: 100,000 per prompt).
      return `prompt_answers AS MATERIALIZED (SELECT user_id, ${promptIds.map((id) => `max(value) FILTER (WHERE custom_prompt_id = ${id}) AS p${id}`).join(', ')}
        FROM (SELECT DISTINCT ON (user_id, custom_prompt_id) user_id, custom_prompt_id, value FROM custom_prompt_answers
               WHERE custom_prompt_id IN (${promptIds.join(', ')}) ORDER BY user_id, custom_prompt_id, id DESC) latest GROUP BY user_id)`;
  }
}

const JOINS: Partial<Record<Cte, string>> = {
  loc: 'LEFT JOIN loc ON loc.id = u.location_id',
  top: 'LEFT JOIN top ON top.id = u.location_id',
  acts: 'LEFT JOIN acts ON acts.user_id = u.id',
  scenes: 'LEFT JOIN scenes ON scenes.user_id = u.id',
  duos: 'LEFT JOIN duos_done ON duos_done.user_id = u.id',
  teams: 'LEFT JOIN team_names ON team_names.user_id = u.id',
  evals: 'LEFT JOIN evals ON evals.user_id = u.id',
  points: 'LEFT JOIN points ON points.user_id = u.id',
  prompts: 'LEFT JOIN prompt_answers ON prompt_answers.user_id = u.id',
};

/** The built-in fields of the catalogue (rows made by the migration 20261126000100_built_in_report_fields); custom
 * prompts are CustomPrompt_{id} (server/reports/custom-prompt-fields.ts). */
const BUILT_IN: Record<string, FieldSql> = {
  first_name: { kind: 'text', expr: 'u.first_name' },
  last_name: { kind: 'text', expr: 'u.last_name' },
  email: { kind: 'text', expr: 'u.email' },
  role: { kind: 'text', expr: 'u.role' },
  sso_identifier: { kind: 'text', expr: 'u.sso_identifier' },
  location: { kind: 'text', expr: 'loc.name', needs: ['loc'] },
  top_level_location: { kind: 'text', expr: 'top.name', needs: ['loc', 'top'] },
  team_name: { kind: 'text', expr: 'team_names.name', needs: ['teams'] },
  created_at: { kind: 'date', expr: '(u.created_at AT TIME ZONE \'UTC\')::date' },
  activities_logged: { kind: 'number', expr: 'coalesce(acts.n, 0)', needs: ['acts'] },
  last_logged_on: { kind: 'date', expr: 'acts.last_on', needs: ['acts'] },
  scenes_completed: { kind: 'number', expr: 'coalesce(scenes.n, 0)', needs: ['scenes'] },
  duos_completed: { kind: 'number', expr: 'coalesce(duos_done.n, 0)', needs: ['duos'] },
  total_points: { kind: 'number', expr: 'coalesce(points.total_points, 0)', needs: ['points'] },
  evaluation_completed_at: { kind: 'date', expr: '(evals.at AT TIME ZONE \'UTC\')::date', needs: ['evals'] },
};

const promptIdOf = (name: string): number | null => {
  const match = /^CustomPrompt_(\d{1,9})$/.exec(name);
  return match ? Number(match[1]) : null;
};

function fieldSql(name: string, known: Set<string>): FieldSql {
  if (!known.has(name)) throw new Invalid(M.unknownField(name));
  const builtIn = BUILT_IN[name];
  if (builtIn) return builtIn;
  const prompt = promptIdOf(name);
  // The prompt's column of the pivoted answers (the view keeps them inside the scope).
  if (prompt !== null) return { kind: 'text', expr: `prompt_answers.p${prompt}`, needs: ['prompts'] };
  throw new Invalid(M.unknownField(name));
}

const OPS: Record<Exclude<FilterSign, 'between' | 'starts with' | 'is' | 'is not'>, string> = { '<': '<', '<=': '<=', '>': '>', '>=': '>=' };

function valueSql(kind: Kind, raw: string, field: string): string {
  const value = raw.trim();
  if (kind === 'number') {
    if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(value)) throw new Invalid(M.numberFilter(field));
    return value;
  }
  if (kind === 'date') {
    // A day that exists: Date.parse rolls 2026-02-31 over to March 3, where PostgreSQL would refuse it at run time.
    const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
    if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) throw new Invalid(M.dateFilter(field));
    return `${literal(value)}::date`;
  }
  return literal(raw);
}

function filterSql(f: ReportFilterInput, known: Set<string>): { cond: string; needs: Cte[] } {
  if (!f.field || !f.value.trim()) throw new Invalid(M.incompleteFilter);
  const spec = fieldSql(f.field, known);
  const kind: Kind = spec.kind === 'text' && isDateField(f.field) ? 'date' : spec.kind;
  const e = spec.expr;
  let cond: string;
  switch (f.sign) {
    case 'is':
      cond = kind === 'text' ? `lower(${e}) = lower(${literal(f.value)})` : `${e} = ${valueSql(kind, f.value, f.field)}`;
      break;
    case 'is not':
      cond = kind === 'text' ? `lower(${e}) IS DISTINCT FROM lower(${literal(f.value)})` : `${e} IS DISTINCT FROM ${valueSql(kind, f.value, f.field)}`;
      break;
    case 'starts with':
      cond = `${e}::text ILIKE ${likePrefix(f.value)}`;
      break;
    case 'between': {
      const parts = f.value.split(',');
      if (parts.length !== 2 || !parts[0]!.trim() || !parts[1]!.trim()) throw new Invalid(M.betweenFilter(f.field));
      cond = `${e} BETWEEN ${valueSql(kind, parts[0]!, f.field)} AND ${valueSql(kind, parts[1]!, f.field)}`;
      break;
    }
    default:
      cond = `${e} ${OPS[f.sign]} ${valueSql(kind, f.value, f.field)}`;
  }
  return { cond, needs: spec.needs ?? [] };
}

/** A Simple report as SQL: one row per participant in scope, columns c0, c1… in field order. */
export function compileSimple(fields: string[], filters: ReportFilterInput[], known: Set<string>, o: CompileOptions): string {
  if (fields.length === 0) throw new Invalid(M.fieldsRequired);
  const columns = fields.map((f) => fieldSql(f, known));
  const conds = filters.map((f) => filterSql(f, known));
  const needs = new Set<Cte>([...columns.flatMap((c) => c.needs ?? []), ...conds.flatMap((c) => c.needs)]);
  if (o.evaluationDefinitionId) needs.add('evals');
  const order: Cte[] = ['loc', 'top', 'acts', 'scenes', 'duos', 'teams', 'evals', 'points', 'prompts'];
  const promptIds = [...new Set([...fields, ...filters.map((f) => f.field)].map(promptIdOf).filter((id): id is number => id !== null))];
  const used = order.filter((c) => needs.has(c));
  const where = [
    ...conds.map((c) => `(${c.cond})`),
    o.locationIds ? `u.location_id = ANY ('{${o.locationIds.join(',')}}'::int[])` : '',
    o.evaluationDefinitionId ? 'evals.at IS NOT NULL' : '',
    o.maxDate ? `u.created_at < ${literal(o.maxDate)}::date + 1` : '',
  ].filter(Boolean);
  return [
    used.length ? `WITH ${used.map((c) => cteSql(c, o, promptIds)).join(',\n')}` : '',
    `SELECT ${columns.map((c, i) => `${c.expr} AS c${i}`).join(', ')}`,
    'FROM users u',
    ...used.flatMap((c) => (JOINS[c] ? [JOINS[c]] : [])),
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    'ORDER BY u.last_name, u.first_name, u.id',
  ].filter(Boolean).join('\n');
}

const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/y;
const WORD = /[\w$\u0080-\uffff]/;

/** The dollar-quote tag ($$, $body$, $a1$) opening at `i`, or null ($1 is a parameter, a$b$ a name). */
function dollarTagAt(sql: string, i: number): string | null {
  if (WORD.test(sql[i - 1] ?? '')) return null;
  DOLLAR_TAG.lastIndex = i;
  return DOLLAR_TAG.test(sql) ? sql.slice(i, DOLLAR_TAG.lastIndex) : null;
}

/** The index just past a quoted text opened at `start` ('…' or "…", the quote doubled inside; E'…' also takes \'). */
function quotedEnd(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    if (backslashEscapes && sql[i] === '\\') i += 2;
    else if (sql[i] !== quote) i += 1;
    else if (sql[i + 1] === quote) i += 2;
    else return i + 1;
  }
  return sql.length;
}

/**
 * Comments and quoted text removed: what the checks below read (they must not trip on a semicolon inside a string).
 * One left-to-right pass, as PostgreSQL reads it: a `--` inside a string is not a comment, a quote inside a comment
 * opens nothing, block comments nest, E'…' strings take backslash escapes, and dollar-quote tags may hold digits.
 */
function codeOnly(sql: string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
      out += ' ';
    } else if (c === '/' && sql[i + 1] === '*') {
      let depth = 0;
      do {
        if (sql.startsWith('/*', i)) [depth, i] = [depth + 1, i + 2];
        else if (sql.startsWith('*/', i)) [depth, i] = [depth - 1, i + 2];
        else i += 1;
      } while (depth > 0 && i < sql.length);
      out += ' ';
    } else if (c === "'") {
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !WORD.test(sql[i - 2] ?? '');
      i = quotedEnd(sql, i, "'", escapes);
      out += "''";
    } else if (c === '"') {
      const end = quotedEnd(sql, i, '"', false);
      out += sql.slice(i, end).replace(/[^A-Za-z0-9_"]/g, '');
      i = end;
    } else if (c === '$' && dollarTagAt(sql, i)) {
      const tag = dollarTagAt(sql, i)!;
      const end = sql.indexOf(tag, i + tag.length);
      i = end === -1 ? sql.length : end + tag.length;
      out += "''";
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Functions a report has no business calling (the sandbox would refuse most of them anyway: defence in depth). */
const FORBIDDEN = /\b(set_config|pg_read_file|pg_read_binary_file|pg_ls_dir|lo_import|lo_export|dblink\w*|pg_terminate_backend|pg_cancel_backend)\b/i;

/**
 * What reads the system catalogs: every relation of pg_catalog and pg_toast is named pg_… (pg_roles, pg_class,
 * pg_stat_activity, pg_user_mappings…), information_schema must be named to be read (it is not on the runner's search
 * path), and a few functions read catalogs or run a query given as text (query_to_xml and its kin, ts_stat,
 * ts_rewrite), or turn names into catalog ids (the reg* types). PostgreSQL grants the catalogs to PUBLIC, and a grant
 * to PUBLIC cannot be revoked for one role alone (revoking it from PUBLIC would take them from every role, the
 * application's and the database tools' included), so the sandbox refuses such reports by name. pg_sleep is the one
 * pg_ function a report may call (it is stopped by the time limit like any slow report).
 */
const CATALOG = /\b(pg_(?!sleep\b)\w*|information_schema|\w*_to_xml\w*|ts_stat|ts_rewrite|reg(?:class|role|proc|procedure|oper|operator|namespace|type|config|dictionary|collation)|to_reg\w+|has_\w*_privilege|current_setting|\w*obj_description|col_description|format_type)\b/i;

/** A SQL report's text, checked and with :promotion_id, :min_date and :max_date filled in. */
export function prepareSql(raw: string, promotionId: number, o: Pick<CompileOptions, 'minDate' | 'maxDate'>): string {
  const sql = raw.trim().replace(/;\s*$/, '').trim();
  if (!sql) throw new Invalid(M.sqlRequired);
  const code = codeOnly(sql);
  if (!/^\s*\(*\s*(select|with|values|table)\b/i.test(code)) throw new Invalid(M.sqlReadOnly);
  if (code.includes(';')) throw new Invalid(M.sqlOneStatement);
  if (/\bU&/i.test(code)) throw new Invalid(M.sqlForbidden('Unicode-escaped names'));
  const forbidden = FORBIDDEN.exec(code.replace(/"/g, ''));
  if (forbidden) throw new Invalid(M.sqlForbidden(forbidden[1]!.toLowerCase()));
  const catalog = CATALOG.exec(code.replace(/"/g, ''));
  if (catalog) throw new Invalid(M.sqlCatalog(catalog[1]!.toLowerCase()));
  const day = (d: string | null) => (d ? `${literal(d)}::date` : 'NULL::date');
  return sql
    .replace(/(?<!:):promotion_id\b/g, String(promotionId))
    .replace(/(?<!:):min_date\b/g, day(o.minDate))
    .replace(/(?<!:):max_date\b/g, day(o.maxDate));
}
