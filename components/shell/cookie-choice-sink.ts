// Where the cookie card's answer goes besides the browser's cookie. The card lives in the root layout, which loads no
// query cache; the signed-in shell (app-shell.tsx) registers the sink that records the choice through the consent API
// and keeps the cache in step. Signed out nothing is registered: the browser's cookie is the whole answer, and the
// privacy prompt hands it over after sign-in.
export type CookieAnswer = 'accept' | 'decline';

let sink: ((answer: CookieAnswer) => void) | null = null;

/** Registers the sink; returns the unregistration. */
export function registerCookieChoiceSink(next: (answer: CookieAnswer) => void): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}

export function sendCookieChoice(answer: CookieAnswer): void {
  sink?.(answer);
}
