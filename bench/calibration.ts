// The calibration line printed at the start of every bench run, so runs on different machines compare: what a bare
// node:http hello-world answers here at 50 connections, and the CPU the product's handler spends per request on
// three fixed calls (in this process, database round trips excluded: cpuUsage counts this process only).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { runLoad } from './load.ts';

export interface Calibration {
  hello_world_rps: number;
  connections: number;
  handler_cpu_ms: Record<string, number>;
  cores: number;
  load_average: number;
}

const HELLO = `require('node:http').createServer((q, s) => s.end('hello')).listen(+process.argv[1], '127.0.0.1', () => console.log('up'))`;

export async function helloWorldRps(port: number, connections: number): Promise<number> {
  const child = spawn(process.execPath, ['-e', HELLO, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`the hello-world server exited (${code})`)));
    });
    const next = () => ({ method: 'GET', path: '/', headers: {} });
    await runLoad({ url: `http://127.0.0.1:${port}`, connections: 10, durationSeconds: 1, next });
    return (await runLoad({ url: `http://127.0.0.1:${port}`, connections, durationSeconds: 3, next })).rps;
  } finally {
    child.kill('SIGTERM');
  }
}

/** CPU milliseconds of this process per call, over `times` sequential calls after a warm-up. */
async function cpuPerCall(call: () => Promise<unknown>, times = 100): Promise<number> {
  for (let i = 0; i < 10; i++) await call();
  const before = process.cpuUsage();
  for (let i = 0; i < times; i++) await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / times;
}

export async function calibrate(port: number, connections: number, calls: Record<string, () => Promise<unknown>>): Promise<Calibration> {
  const hello = await helloWorldRps(port, connections);
  const cpu: Record<string, number> = {};
  for (const [label, call] of Object.entries(calls)) cpu[label] = Math.round((await cpuPerCall(call)) * 100) / 100;
  return { hello_world_rps: Math.round(hello), connections, handler_cpu_ms: cpu, cores: os.availableParallelism(), load_average: Math.round(os.loadavg()[0] * 100) / 100 };
}

export function calibrationLine(c: Calibration): string {
  const cpu = Object.entries(c.handler_cpu_ms).map(([k, v]) => `${k} ${v} ms`).join(', ');
  return `Calibration: bare hello-world ${c.hello_world_rps.toLocaleString('en-US')} req/s at ${c.connections} connections; handler CPU per request ${cpu}; load ${c.load_average} on ${c.cores} cores`;
}

