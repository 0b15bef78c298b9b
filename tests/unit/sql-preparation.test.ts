// SQL preparation without a database: how a named definition sends its statement (server/platform/sql.ts), how a
// Simple report compiles to SQL and how a SQL report's text is checked and filled (server/reports/compile.ts), and
// which sandbox errors the report author sees (server/reports/sandbox.ts).
import { describe, expect, it, vi } from 'vitest';
import { Prisma } from '@/generated/prisma/client';
import { defineCommand, defineQuery, col, positional, registeredSql, type SqlRunner } from '@/server/platform/sql';
import { compileSimple, literal, prepareSql, type CompileOptions } from '@/server/reports/compile';
import { sandboxError, RUN_BYTE_CAP } from '@/server/reports/sandbox';
import { REPORT_MESSAGES as M, type ReportFilterInput } from '@/lib/reports/schemas';

function fakeRunner(rows: unknown[] = []) {
  return {
    $queryRaw: vi.fn(async () => rows),
    $queryRawUnsafe: vi.fn(async () => rows),
    $executeRaw: vi.fn(async () => 3),
    $executeRawUnsafe: vi.fn(async () => 4),
  };
}
const asRunner = (r: ReturnType<typeof fakeRunner>) => r as unknown as SqlRunner;

describe('SQL definitions', () => {
  const byTag = defineQuery({
    name: 'unit.by-tag',
    columns: { id: col.int, name: col.text.orNull },
    sql: (promotionId: number) => Prisma.sql`SELECT id, name FROM things WHERE promotion_id = ${promotionId}`,
    examples: [[1]],
  });
  const byPosition = defineQuery({
    name: 'unit.by-position',
    columns: { id: col.int },
    sql: (ids: number[], limit: number) => positional(`SELECT id FROM things WHERE id = ANY($1::int[]) LIMIT $2`, ids, limit),
    examples: [[[1], 10]],
  });
  const touch = defineCommand({
    name: 'unit.touch',
    sql: (id: number, positionalForm: boolean) =>
      positionalForm ? positional('UPDATE things SET touched = now() WHERE id = $1', id) : Prisma.sql`UPDATE things SET touched = now() WHERE id = ${id} AND touched IS NULL`,
    examples: [[1, true], [1, false]],
  });

  it('sends a tagged statement with its values bound, never spliced into the text', async () => {
    const run = fakeRunner([{ id: 1, name: null }]);
    expect(await byTag.first(asRunner(run), 42)).toEqual({ id: 1, name: null });
    const sent = (run.$queryRaw.mock.calls as unknown as Prisma.Sql[][])[0]![0]!;
    expect(sent.sql).toBe('SELECT id, name FROM things WHERE promotion_id = ?');
    expect(sent.values).toEqual([42]);
    expect(run.$queryRawUnsafe).not.toHaveBeenCalled();
  });

  it('sends a positional statement as one text with its values in order', async () => {
    const run = fakeRunner([]);
    expect(await byPosition.first(asRunner(run), [3, 4], 5)).toBeUndefined();
    expect(run.$queryRawUnsafe).toHaveBeenCalledWith('SELECT id FROM things WHERE id = ANY($1::int[]) LIMIT $2', [3, 4], 5);
    expect(run.$queryRaw).not.toHaveBeenCalled();
  });

  it('runs a command either way and answers the number of rows it changed', async () => {
    const run = fakeRunner();
    expect(await touch.run(asRunner(run), 9, true)).toBe(4);
    expect(await touch.run(asRunner(run), 9, false)).toBe(3);
    expect(run.$executeRawUnsafe).toHaveBeenCalledWith('UPDATE things SET touched = now() WHERE id = $1', 9);
  });

  it('registers every shape of a definition for the shape test, and refuses a name used twice', () => {
    const touchShapes = registeredSql().find((d) => d.name === 'unit.touch')!;
    expect(touchShapes.columns).toBeNull();
    expect(touchShapes.texts()).toEqual(['UPDATE things SET touched = now() WHERE id = $1', 'UPDATE things SET touched = now() WHERE id = $1 AND touched IS NULL']);
    expect(registeredSql().find((d) => d.name === 'unit.by-tag')!.texts()).toEqual(['SELECT id, name FROM things WHERE promotion_id = $1']);
    expect(() => defineCommand({ name: 'unit.touch', sql: () => positional('SELECT 1'), examples: [[]] })).toThrow(/defined twice/);
  });
});

describe('Simple report compile', () => {
  const known = new Set(['first_name', 'last_name', 'total_points', 'top_level_location', 'last_logged_on', 'created_at', 'CustomPrompt_12']);
  const o: CompileOptions = { minDate: null, maxDate: null, evaluationDefinitionId: null, locationIds: null };
  const filter = (field: string, sign: ReportFilterInput['sign'], value: string): ReportFilterInput => ({ field, sign, value });

  it('selects the chosen fields in order, joining only what they need', () => {
    const sql = compileSimple(['first_name', 'total_points'], [], known, o);
    expect(sql).toContain('SELECT u.first_name AS c0, coalesce(points.total_points, 0) AS c1');
    expect(sql).toContain('LEFT JOIN points ON points.user_id = u.id');
    expect(sql).not.toContain('acts');
    expect(sql.endsWith('ORDER BY u.last_name, u.first_name, u.id')).toBe(true);
  });

  it('builds the top-level location after the locations it walks', () => {
    const sql = compileSimple(['top_level_location'], [], known, o);
    expect(sql.indexOf('loc AS MATERIALIZED')).toBeLessThan(sql.indexOf('top AS MATERIALIZED'));
  });

  it('refuses a field outside the catalogue and a report without fields', () => {
    expect(() => compileSimple(['password_digest'], [], known, o)).toThrow(M.unknownField('password_digest'));
    expect(() => compileSimple([], [], known, o)).toThrow(M.fieldsRequired);
  });

  it('keeps a text filter inside a quoted literal, whatever the participant typed', () => {
    const sql = compileSimple(['last_name'], [filter('last_name', 'is', "O'Brien'); DROP TABLE users; --")], known, o);
    expect(sql).toContain("lower(u.last_name) = lower('O''Brien''); DROP TABLE users; --')");
    expect(literal('a\0b')).toBe("'ab'");
  });

  it('matches "starts with" literally: % and _ in the value are not wildcards', () => {
    const sql = compileSimple(['last_name'], [filter('last_name', 'starts with', '50%_off\\')], known, o);
    expect(sql).toContain("u.last_name::text ILIKE '50\\%\\_off\\\\%'");
  });

  it('checks number and date values, and "between" needs two', () => {
    expect(compileSimple(['total_points'], [filter('total_points', '>=', ' 100 ')], known, o)).toContain('coalesce(points.total_points, 0) >= 100');
    expect(() => compileSimple(['total_points'], [filter('total_points', '>', '1 OR true')], known, o)).toThrow(M.numberFilter('total_points'));
    expect(compileSimple(['last_logged_on'], [filter('last_logged_on', 'between', '2026-11-01,2026-11-30')], known, o))
      .toContain("acts.last_on BETWEEN '2026-11-01'::date AND '2026-11-30'::date");
    expect(() => compileSimple(['total_points'], [filter('total_points', 'between', '5,')], known, o)).toThrow(M.betweenFilter('total_points'));
    expect(() => compileSimple(['total_points'], [filter('total_points', '<', '  ')], known, o)).toThrow(M.incompleteFilter);
  });

  it('refuses a day that does not exist with the filter\'s own message, not a database error at run time', () => {
    expect(() => compileSimple(['last_logged_on'], [filter('last_logged_on', '>', '2026-02-31')], known, o)).toThrow(M.dateFilter('last_logged_on'));
    expect(() => compileSimple(['last_logged_on'], [filter('last_logged_on', '>', '2026-13-01')], known, o)).toThrow(M.dateFilter('last_logged_on'));
    expect(compileSimple(['last_logged_on'], [filter('last_logged_on', '>', '2028-02-29')], known, o)).toContain("'2028-02-29'::date");
  });

  it('counts the whole last day of the date range, and only participants registered by then', () => {
    const sql = compileSimple(['last_logged_on'], [], known, { ...o, minDate: '2026-11-01', maxDate: '2026-11-30' });
    expect(sql).toContain("recorded_on >= '2026-11-01'::date AND recorded_on < '2026-11-30'::date + 1");
    expect(sql).toContain("u.created_at < '2026-11-30'::date + 1");
  });

  it('limits the rows to the chosen locations and pivots a custom prompt into its own column', () => {
    const sql = compileSimple(['CustomPrompt_12'], [], known, { ...o, locationIds: [3, 4] });
    expect(sql).toContain("u.location_id = ANY ('{3,4}'::int[])");
    expect(sql).toContain('max(value) FILTER (WHERE custom_prompt_id = 12) AS p12');
    expect(sql).toContain('prompt_answers.p12 AS c0');
  });
});

describe('SQL report preparation', () => {
  const dates = { minDate: '2026-11-01', maxDate: null };

  it('fills the promotion and the dates, leaving casts alone', () => {
    const sql = prepareSql('SELECT id::text FROM users WHERE promotion_id = :promotion_id AND created_at >= :min_date AND created_at < :max_date;', 7, dates);
    expect(sql).toBe("SELECT id::text FROM users WHERE promotion_id = 7 AND created_at >= '2026-11-01'::date AND created_at < NULL::date");
  });

  it('accepts one read-only statement, with semicolons and keywords only inside strings or comments', () => {
    expect(prepareSql("  (SELECT ';' AS x) -- ; delete", 1, dates)).toContain("SELECT ';'");
    expect(prepareSql("WITH a AS (SELECT 1) SELECT 'pg_class' FROM a", 1, dates)).toContain('pg_class');
    expect(prepareSql('SELECT pg_sleep(1)', 1, dates)).toBe('SELECT pg_sleep(1)');
  });

  it('refuses writes, several statements and an empty text', () => {
    expect(() => prepareSql('DELETE FROM users', 1, dates)).toThrow(M.sqlReadOnly);
    expect(() => prepareSql('/* SELECT */ UPDATE users SET role = 1', 1, dates)).toThrow(M.sqlReadOnly);
    expect(() => prepareSql('SELECT 1; DELETE FROM users', 1, dates)).toThrow(M.sqlOneStatement);
    expect(() => prepareSql(' ; ', 1, dates)).toThrow(M.sqlRequired);
  });

  it('refuses the system catalogs and dangerous functions, quoted or not', () => {
    expect(() => prepareSql('SELECT * FROM pg_roles', 1, dates)).toThrow(M.sqlCatalog('pg_roles'));
    expect(() => prepareSql('SELECT * FROM "pg_catalog"."pg_authid"', 1, dates)).toThrow(M.sqlCatalog('pg_catalog'));
    expect(() => prepareSql('SELECT * FROM information_schema.tables', 1, dates)).toThrow(M.sqlCatalog('information_schema'));
    expect(() => prepareSql("SELECT query_to_xml('select 1', true, true, '')", 1, dates)).toThrow(M.sqlCatalog('query_to_xml'));
    expect(() => prepareSql("SELECT SET_CONFIG('role', 'postgres', true)", 1, dates)).toThrow(M.sqlForbidden('set_config'));
    expect(() => prepareSql('SELECT * FROM U&"\\0070g_roles"', 1, dates)).toThrow(M.sqlForbidden('Unicode-escaped names'));
  });
});

describe('SQL report preparation reads the text as PostgreSQL does', () => {
  const dates = { minDate: null, maxDate: null };
  const catalog = M.sqlCatalog('pg_roles');

  it('does not take a comment marker inside a string for a comment', () => {
    expect(() => prepareSql("SELECT '--' AS a, (SELECT count(*) FROM pg_roles) AS b", 1, dates)).toThrow(catalog);
    expect(() => prepareSql("SELECT '/*' AS a, (SELECT count(*) FROM pg_roles) AS b, '*/' AS c", 1, dates)).toThrow(catalog);
    expect(() => prepareSql("SELECT '--'; DELETE FROM users", 1, dates)).toThrow(M.sqlOneStatement);
  });

  it('ends an E\'…\' string where PostgreSQL does (a backslash escapes its quote)', () => {
    expect(() => prepareSql("SELECT E'\\'' AS a, (SELECT count(*) FROM pg_roles) AS b, '' AS c", 1, dates)).toThrow(catalog);
    // A type name ending in e before a standard string is not an E string: there the backslash is a plain character.
    expect(prepareSql("SELECT date'2026-01-01' AS d, '\\' AS b", 1, dates)).toContain("'\\'");
  });

  it('reads every dollar-quote tag PostgreSQL accepts, digits included', () => {
    expect(() => prepareSql("SELECT $a1$'$a1$ AS a, (SELECT count(*) FROM pg_roles) AS b, $a1$'$a1$ AS c", 1, dates)).toThrow(catalog);
    expect(prepareSql('SELECT $q$pg_roles; --$q$ AS a, $$it\'s$$ AS b', 1, dates)).toContain('$q$pg_roles; --$q$');
  });

  it('still accepts quotes, comments and identifiers that hide nothing', () => {
    expect(prepareSql(`SELECT 'it''s' AS "odd -- name", /* a /* nested */ comment */ 1 AS n -- the end`, 1, dates)).toContain("'it''s'");
    expect(prepareSql('SELECT id FROM users WHERE id = ANY (ARRAY[1, 2])', 1, dates)).toContain('ARRAY[1, 2]');
  });
});

describe('sandbox errors', () => {
  it('tell the author what to change, and leave the server\'s own failures as failures', () => {
    expect(sandboxError({ code: '57014' }, 15_000).messages).toEqual([M.sqlTimeout(15)]);
    expect(sandboxError({ code: '25006' }, 15_000).messages).toEqual([M.sqlWrite]);
    expect(sandboxError({ code: '42501' }, 15_000).messages).toEqual([M.sqlPermission]);
    expect(sandboxError({ code: 'RR002' }, 15_000, RUN_BYTE_CAP).messages).toEqual([M.sqlTooLarge(50)]);
    const syntax = sandboxError({ code: '42601', message: 'syntax error at or near "FORM"' }, 15_000);
    expect([syntax.kind, syntax.messages]).toEqual(['invalid', [M.sqlError('syntax error at or near "FORM"')]]);
    const crash = { code: 'XX000', message: 'internal' };
    expect(() => sandboxError(crash, 15_000)).toThrow(expect.objectContaining(crash));
  });
});
