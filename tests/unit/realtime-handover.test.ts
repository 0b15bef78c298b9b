// The sidecar's primary hands a connection to another process (server/realtime/handover.ts): what the client sends
// while the receiving process has not yet taken the socket reaches that process, instead of being read and thrown
// away by the primary. Reproduced with Node's own hand-off: the receiving process is kept busy while the client sends
// the second half of its request.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { once } from 'node:events';
import { stopReadingBeforeHandover } from '@/server/realtime/handover';

// The receiving process: busy for `ms` when asked (so it cannot take a socket yet), then reports what it read from a
// handed socket once the client has been quiet for a moment.
const RECEIVER = `
process.on('message', (m, socket) => {
  if (m.type === 'busy') return process.send({ type: 'busy' }, () => { const until = Date.now() + m.ms; while (Date.now() < until); });
  if (m.type === 'socket') {
    let got = m.first, quiet;
    const report = () => { clearTimeout(quiet); quiet = setTimeout(() => process.send({ type: 'got', got }), 400); };
    socket.on('data', (d) => { got += d.toString(); report(); });
    report();
  }
});
process.send({ type: 'ready' });
`;

const children: ChildProcess[] = [];
const servers: net.Server[] = [];
afterEach(() => {
  children.splice(0).forEach((c) => c.kill('SIGKILL'));
  servers.splice(0).forEach((s) => s.close());
});

const nextMessage = (child: ChildProcess, type: string) =>
  new Promise<Record<string, string>>((resolve) => {
    const on = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', on);
      resolve(m as unknown as Record<string, string>);
    };
    child.on('message', on);
  });

describe('a connection handed to a sidecar process', () => {
  it('arrives whole when the rest of the request comes while the receiving process is busy', async () => {
    const child = stopReadingBeforeHandover(spawn(process.execPath, ['-e', RECEIVER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    children.push(child);
    await nextMessage(child, 'ready');

    let handedOver!: () => void;
    const handed = new Promise<void>((resolve) => (handedOver = resolve));
    // As @socket.io/sticky does: the first chunk read here goes along with the socket, without keepOpen.
    const server = net.createServer((socket) => socket.once('data', (first) => {
      child.send({ type: 'socket', first: first.toString() }, socket, { keepOpen: false });
      handedOver();
    }));
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');

    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    client.setNoDelay(true);
    await once(client, 'connect');
    const busy = nextMessage(child, 'busy');
    child.send({ type: 'busy', ms: 800 });
    await busy;
    client.write('GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\n');
    await handed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.write('Host: acme.localhost\r\nUpgrade: websocket\r\n\r\n');

    const { got } = await nextMessage(child, 'got');
    client.destroy();
    expect(got).toBe('GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: acme.localhost\r\nUpgrade: websocket\r\n\r\n');
  });
});
