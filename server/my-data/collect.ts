// What "download my data" contains: the account and profile, then every row of every table that references the user
// (entries, activities, reflections and posts, messages written, friendships, badges, evaluations, teams, duos,
// notifications…), found from the catalog (sql.ts). Secrets never leave: password and token columns are dropped,
// reset tokens and the exports themselves are skipped, session ids are left out (a session id is a bearer secret).
import { zipSync, strToU8 } from 'fflate';
import { db } from '@/server/db';
import { userReferencesSql, userRowsSql, countUserRowsSql } from './sql';

const SKIPPED_TABLES = new Set(['password_reset_tokens', 'data_exports']);
const OMITTED_COLUMNS: Record<string, readonly string[]> = { user_sessions: ['id'], push_devices: ['uuid'] };
const SECRET_COLUMN = /password|token|secret|hash/i;

export async function userTables() {
  const all = await userReferencesSql.all(db);
  return all.filter((r) => !SKIPPED_TABLES.has(r.table_name));
}

/** Rows about the user across every table: decides whether the export is built in the request or by a job. */
export async function countUserRows(userId: number): Promise<number> {
  const tables = await userTables();
  const counts = await Promise.all(tables.map((t) => countUserRowsSql.first(db, t.table_name, t.column_name, userId)));
  return counts.reduce((sum, row) => sum + (row?.count ?? 0), 0);
}

function clean(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const omitted = OMITTED_COLUMNS[table] ?? [];
  return Object.fromEntries(Object.entries(row).filter(([key]) => !omitted.includes(key) && !SECRET_COLUMN.test(key)));
}

function account(userId: number) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true, email: true, role: true, created_at: true, updated_at: true, last_sign_in_at: true, flags: true,
      opted_in_individual_leaderboard: true, opted_in_friends_leaderboard: true, sso_identifier: true,
      promotion: { select: { id: true, name: true, program_name: true } },
      location: { select: { id: true, name: true } },
      profile: { select: { first_name: true, last_name: true, image_url: true, gender: true, birthday: true, phone: true, address: true, time_zone: true, created_at: true, updated_at: true } },
    },
  });
}

const README = (generatedAt: string) => `Your data
=========

Generated ${generatedAt}.

account.json    your account and profile
tables/*.json   every record the program keeps that refers to you, one file per kind of record,
                named after the table it comes from (for example entries.json: your days; user_activities.json:
                the activities you logged; posts.json: your reflections, wall posts and comments;
                messages.json: the messages you wrote; friendships.json, user_badges.json, evaluations.json…)

Ids refer to other records of the program. Passwords and sign-in secrets are never included.
`;

const json = (value: unknown) => strToU8(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v), 2));

/** Builds the ZIP; onProgress gets 0–100 as the tables are read. */
export async function buildExportZip(userId: number, onProgress?: (percent: number) => Promise<void>): Promise<Uint8Array> {
  const tables = await userTables();
  const generatedAt = new Date().toISOString();
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(README(generatedAt)),
    'account.json': json(await account(userId)),
  };
  const byTable = new Map<string, Record<string, unknown>[]>();
  for (const [index, t] of tables.entries()) {
    const rows = await userRowsSql.all(db, t.table_name, t.column_name, userId);
    if (rows.length) byTable.set(t.table_name, [...(byTable.get(t.table_name) ?? []), ...rows.map((r) => clean(t.table_name, r.row))]);
    if (onProgress && index % 5 === 4) await onProgress(Math.min(95, Math.round(((index + 1) / tables.length) * 95)));
  }
  for (const [table, rows] of byTable) files[`tables/${table}.json`] = json(rows);
  return zipSync({ 'my-data': files }, { level: 6 });
}
