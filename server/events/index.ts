// Domain events: record what happened inside the transaction, fan out after the commit (domain-events.ts).
export { DomainEvents, dispatchEvents, inTransaction, withDomainEvents, type EventRecorder } from './domain-events';
export type { DomainEvent, DomainEventMap, DomainEventType } from './types';
