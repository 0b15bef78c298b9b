// A process that dies between a commit and its fan-out (docs/decisions/015-outbox.md): it wires the product's handlers
// with one more in front of activity.logged's, which SIGKILLs the process, logs an activity through the product's
// service, and so is killed right after the log's transaction committed, before any other handler ran.
//   tsx --conditions=react-server tests/helpers/crash-after-commit.ts <userId> <promotionId> <activityId> <day>
// DATABASE_URL is the test's database (tests/integration/events-outbox.test.ts).
import { AFTER_COMMIT } from '@/server/composition/after-commit';
import { wireEventHandlers } from '@/server/events/registry';
import { handler } from '@/server/events/handler';
import { logActivity } from '@/server/logging/mutations';
import { promotionById } from '@/server/tenancy/promotion-context';

const [userId, promotionId, activityId, day] = process.argv.slice(2).map((arg, i) => (i === 3 ? arg : Number(arg))) as [number, number, number, string];

const crash = handler<unknown>({
  name: 'test.crashAfterCommit',
  run: async () => {
    process.kill(process.pid, 'SIGKILL');
    // Nothing more runs in this process while the signal lands: the handlers after this one never start.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  },
});
wireEventHandlers({ ...AFTER_COMMIT, 'activity.logged': [crash, ...AFTER_COMMIT['activity.logged']] });

const promotion = await promotionById(promotionId);
if (!promotion) throw new Error(`no promotion ${promotionId}`);
await logActivity({ userId, promotion }, { activityId, day, autoTile: true });
console.log('the fan-out ran: the crash did not happen');
process.exit(3);
