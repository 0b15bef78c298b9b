// Waiting for something real processes do, without a timed assertion: poll until `probe` gives a value, and fail
// (naming `what`) only when it never comes within `patienceMs` — the limit turns a hang into a failure.
export async function until<T>(what: string, probe: () => Promise<T | undefined | false>, patienceMs = 120_000): Promise<T> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
