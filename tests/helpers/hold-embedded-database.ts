// Stands in for `npm start` in the operations tests: opens the embedded database through the one module every command
// uses (scripts/lib/resolve-database.ts), prints READY, and leaves it on SIGTERM as npm start does.
import { resolveDatabase } from '../../scripts/lib/resolve-database.ts';

const database = await resolveDatabase((m) => console.log(m));
console.log(`READY ${database.url}`);
const keepAlive = setInterval(() => {}, 1 << 30);
process.on('SIGTERM', () => {
  clearInterval(keepAlive);
  void database.stop().then(() => process.exit(0));
});
