// What a transaction's code gets to record events with (and what helpers running inside it take).
import type { Prisma } from '@/generated/prisma/client';
import type { DomainEventMap, DomainEventType } from './types';

export interface EventRecorder {
  record<T extends DomainEventType>(type: T, payload: DomainEventMap[T]): void;
}

/** Prisma's interactive-transaction options that callers use: the isolation level and a longer timeout for big writes. */
export interface TransactionOptions {
  isolationLevel?: Prisma.TransactionIsolationLevel;
  timeout?: number;
}
