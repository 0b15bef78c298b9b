// How `npm start` keeps its children running (scripts/start.ts, docs/operations.md "Supervision"): a child that exits
// while we are not stopping is started again after a growing pause (1 s, 2 s, 4 s … 30 s; back to 1 s once it has run
// a minute), each exit logged. One that keeps crashing (5 times in 5 minutes) is given up on: onGiveUp stops everything,
// loudly, rather than looping on a broken build or a taken port.
import { spawn, type ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  log: (message: string) => void;
  /** True once shutting down: exits are then expected. */
  stopping: () => boolean;
  onGiveUp: (code: number) => void;
  /** Called with each running child (the shutdown signals the current ones). */
  onSpawn?: (child: ChildProcess) => void;
  onExit?: (child: ChildProcess) => void;
  delaysMs?: readonly number[];
  stableAfterMs?: number;
  crashWindowMs?: number;
  maxCrashesInWindow?: number;
}

export const RESTART_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;

export function supervise(name: string, command: string, args: string[], options: SupervisorOptions): void {
  const delays = options.delaysMs ?? RESTART_DELAYS_MS;
  const stableAfter = options.stableAfterMs ?? 60_000;
  const crashWindow = options.crashWindowMs ?? 5 * 60_000;
  const maxCrashes = options.maxCrashesInWindow ?? 5;
  let failures = 0;
  const crashes: number[] = [];
  const launch = () => {
    const startedAt = Date.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).map((line) => `[${name}] ${line}`).join('\n');
    child.stdout?.on('data', (c: Buffer) => console.log(prefix(c)));
    child.stderr?.on('data', (c: Buffer) => console.error(prefix(c)));
    let ended = false;
    const onEnd = (code: number | null, signal: string | null) => {
      if (ended) return;
      ended = true;
      options.onExit?.(child);
      if (options.stopping()) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && now - crashes[0]! > crashWindow) crashes.shift();
      if (crashes.length >= maxCrashes) {
        options.log(`${name} exited (${signal ?? code}) ${crashes.length} times in ${Math.round(crashWindow / 60_000)} minutes; stopping everything.`);
        options.onGiveUp(code || 1);
        return;
      }
      failures = now - startedAt >= stableAfter ? 0 : failures + 1;
      const delay = delays[Math.min(Math.max(failures - 1, 0), delays.length - 1)]!;
      options.log(`${name} exited (${signal ?? code}); restarting it in ${delay / 1000} s.`);
      setTimeout(() => {
        if (!options.stopping()) launch();
      }, delay);
    };
    child.on('exit', (code, signal) => onEnd(code, signal));
    // A child that cannot even be spawned (a missing binary or folder) counts as a crash; 'exit' never comes.
    child.on('error', (error) => {
      options.log(`${name} could not start: ${error.message}`);
      if (!child.pid) onEnd(1, null);
    });
    options.onSpawn?.(child);
    if (child.pid) options.log(`${name} started (pid ${child.pid}).`);
  };
  launch();
}
