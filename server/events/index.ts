// Domain events: record what happened inside the transaction, fan out after the commit (domain-events.ts). What
// follows each event is wired by server/composition, which features never import.
export { DomainEvents, dispatchEvents, inTransaction, withDomainEvents, type EventRecorder } from './domain-events';
export type { DomainEvent, DomainEventMap, DomainEventType } from './types';
