// Errors by meaning, not by status. Domain code (server/<feature>) throws these with the spec's messages; it never
// names an HTTP status and never imports server/http. The one mapper (server/http/errors.ts, `toErrorResponse`) picks
// the status from `kind` and answers the spec's envelope {"errors": ["…"]}. Keep the set small: a new kind is a new
// row in that mapper's table, and most refusals are one of the first five.

export type DomainErrorKind =
  | 'invalid'
  | 'not-found'
  | 'forbidden'
  | 'unauthorized'
  | 'conflict'
  | 'gone'
  | 'too-many-requests'
  | 'not-acceptable'
  | 'unavailable'
  | 'upstream-failed';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** The spec's sentences, shown to the user as they are. */
  readonly messages: string[];
  constructor(messages: string | string[]) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join('; '));
    this.messages = list;
  }
}

/** The input breaks a rule of the domain (a value out of range, a state that does not allow it). */
export class Invalid extends DomainError {
  readonly kind = 'invalid';
}

/** No such object for this caller: also what another promotion's object looks like, so nothing leaks. */
export class NotFound extends DomainError {
  readonly kind = 'not-found';
  constructor(messages: string | string[] = 'Not found.') {
    super(messages);
  }
}

/** The caller is known but may not do this. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
  constructor(messages: string | string[] = 'You are not allowed to do that.') {
    super(messages);
  }
}

/** The caller must sign in (again), or their proof (password, code) was wrong. */
export class Unauthorized extends DomainError {
  readonly kind = 'unauthorized';
  constructor(messages: string | string[] = 'Log In Required') {
    super(messages);
  }
}

/** The object's current state clashes with the request (already exists, already sent, being processed). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** It existed and is no more (a used or expired ticket). */
export class Gone extends DomainError {
  readonly kind = 'gone';
}

/** A throttle: try again after `retryAfterSeconds` when given. */
export class TooManyRequests extends DomainError {
  readonly kind = 'too-many-requests';
  constructor(messages: string | string[], readonly retryAfterSeconds?: number) {
    super(messages);
  }
}

/** The spec's quiz refusal (participant-core: "Status 406 shows the server message"): not answerable now. */
export class NotAcceptable extends DomainError {
  readonly kind = 'not-acceptable';
}

/** A dependency of ours (the report sandbox, the push service) cannot serve now; the caller may retry later. */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
}

/** A service we called answered with a failure (the mail server refused a test email). */
export class UpstreamFailed extends DomainError {
  readonly kind = 'upstream-failed';
}
