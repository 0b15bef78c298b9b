// The sidecar's primary hands each connection to a process with @socket.io/sticky, which calls
// worker.send(message, socket, { keepOpen }). Without keepOpen, Node's child_process then keeps reading the socket in
// the primary and throws away what it reads (`handle.onread = nop`) until the receiving process acknowledges the
// handle. Bytes that arrive in that window (the rest of a request split over packets, on a busy machine) are lost:
// the receiving process never sees a whole request, and the client waits out its 45 s connect timeout
// (docs/benchmarks.md "Session 16: two sidecars": 1–4 of 5,000 sockets in 5 of 7 two-process runs). Stopping the read
// before the hand-off leaves those bytes in the kernel's buffer, where the receiving process reads them.
import net from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Worker and ChildProcess overload send differently
type Send = (...args: any[]) => boolean;

/** Wraps a worker's (or child's) send so a socket handed over without keepOpen stops being read here first. */
export function stopReadingBeforeHandover<T extends { send: Send }>(worker: T): T {
  const send = worker.send.bind(worker) as Send;
  worker.send = ((...args: unknown[]) => {
    const [, handle, options] = args;
    const keepOpen = typeof options === 'object' && options !== null && (options as { keepOpen?: boolean }).keepOpen;
    if (handle instanceof net.Socket && !keepOpen) {
      (handle as unknown as { _handle?: { readStop?: () => number } | null })._handle?.readStop?.();
    }
    return send(...args);
  }) as T['send'];
  return worker;
}
