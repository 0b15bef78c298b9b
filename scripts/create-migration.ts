// Creates a new migration from the schema changes since the last one, without the native schema engine:
// Prisma's WebAssembly schema engine diffs the schema snapshot taken at the last migration against the current
// schema (docs/migrations.md). Usage: npm run db:migration:create -- <name> [--dry-run]
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPg } from '@prisma/adapter-pg';
import { resolveDatabase } from './lib/resolve-database.ts';

const root = path.resolve(import.meta.dirname, '..');
const schemaDir = path.join(root, 'prisma/schema');
const migrationsDir = path.join(root, 'prisma/migrations');
const snapshotPath = path.join(migrationsDir, 'schema-snapshot.prisma');

// --dry-run: print the SQL instead of writing the migration (and the operations test runs it beside a live server).
const dryRun = process.argv.includes('--dry-run');
const name = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
if (!name) {
  console.error('Usage: npm run db:migration:create -- <name> [--dry-run]');
  process.exit(1);
}

function currentSchema(): string {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.prisma'))
    .sort()
    .map((f) => `// ---- ${f}\n${readFileSync(path.join(schemaDir, f), 'utf8')}`)
    .join('\n');
}

// The package targets bundlers (it imports its .wasm as a module); Node needs the module instantiated by hand.
async function loadSchemaEngine() {
  const require = createRequire(import.meta.url);
  const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bg = await import(bgPath);
  const bytes = readFileSync(bgPath.replace(/\.js$/, '.wasm'));
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return bg.SchemaEngine as typeof import('@prisma/schema-engine-wasm').SchemaEngine;
}

const SchemaEngine = await loadSchemaEngine();
const schema = currentSchema();
// The engine connects through an adapter at start, though a diff between two datamodels reads no table.
const database = await resolveDatabase();
const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: database.url }) as never);
const engine = await SchemaEngine.new({ datamodels: [['schema.prisma', schema]] }, () => {}, adapter);
const from = existsSync(snapshotPath)
  ? { tag: 'schemaDatamodel' as const, files: [{ path: 'snapshot.prisma', content: readFileSync(snapshotPath, 'utf8') }] }
  : { tag: 'empty' as const };
const result = await engine.diff({
  from,
  to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: schema }] },
  script: true,
  exitCode: null,
  filters: { externalTables: [], externalEnums: [] },
});
const sql = (result.stdout ?? '').trim();
await database.stop();
if (!sql || /^-- This is an empty migration/.test(sql)) {
  console.log('The schema has not changed since the last migration; nothing to create.');
  process.exit(0);
}
if (dryRun) {
  console.log(sql);
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
writeFileSync(snapshotPath, schema);
if (!existsSync(path.join(migrationsDir, 'migration_lock.toml'))) {
  writeFileSync(path.join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
}
console.log(`Created prisma/migrations/${stamp}_${name}/migration.sql`);
console.log('Add hand-written SQL the schema language cannot express (CHECK constraints, partial indexes) to its end.');
process.exit(0);
