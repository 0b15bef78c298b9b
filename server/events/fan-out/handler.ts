// The shape of an after-commit handler. `P` is the part of the payload the handler reads, so one handler (say
// userUpdated) serves every event whose payload has a userId.
export interface Handler<P> {
  /** For logs, and with onceBy the dedupe key: handlers sharing a name share their onceBy keys. */
  name: string;
  run: (payload: P) => Promise<void>;
  /** Runs only when this holds. */
  when?: (payload: P) => boolean;
  /** Runs once per dispatch for each distinct key (one entryUpdated per day, one userUpdated per user). */
  onceBy?: (payload: P) => string;
  /**
   * 'log' (default): a failure is logged and the request answers as if it had run. 'fail-request': the response
   * promises this effect (the reset mail), so dispatch() throws after the other handlers ran.
   */
  onFailure?: 'log' | 'fail-request';
}

export const handler = <P>(definition: Handler<P>): Handler<P> => definition;
