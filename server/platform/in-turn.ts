// Runs work for one key one at a time in this process, in arrival order. A burst of writes to one record (a master
// saving several sections at once, the fuzzing corpus) then waits here, in memory, instead of each holding a pool
// connection while it waits for the record's row lock: the pool stays free for everyone else, and each write reads
// the record after the one before it committed (no lost update). Across processes the row's own check still holds.
const tails = new Map<string, Promise<unknown>>();

export async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work);
  // The next in line waits for this one to settle, whether it succeeded or not.
  const tail = run.then(() => undefined, () => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
