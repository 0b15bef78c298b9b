// One `npm start` / `npm run dev` per checkout: the running one claims .data/run/<name>.json (its pid and addresses);
// a second one finds the claim alive and refuses with where the first runs. A claim whose process is gone (hard kill)
// is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isAlive } from './embedded-postgres.ts';

export interface InstanceInfo {
  pid: number;
  mode: string;
  url: string;
  since: string;
}

export type Claim = { ok: true; release: () => void } | { ok: false; running: InstanceInfo };

export function claimInstance(dir: string, name: string, info: Omit<InstanceInfo, 'pid' | 'since'>): Claim {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const mine: InstanceInfo = { ...info, pid: process.pid, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, JSON.stringify(mine));
      closeSync(fd);
      return {
        ok: true,
        release: () => {
          try {
            if ((JSON.parse(readFileSync(file, 'utf8')) as InstanceInfo).pid === process.pid) rmSync(file, { force: true });
          } catch {
            /* already gone */
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let running: InstanceInfo | null = null;
      try {
        running = JSON.parse(readFileSync(file, 'utf8')) as InstanceInfo;
      } catch {
        /* half-written or corrupt: treated as gone */
      }
      if (running && isAlive(running.pid) && running.pid !== process.pid) return { ok: false, running };
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim ${file}.`);
}
