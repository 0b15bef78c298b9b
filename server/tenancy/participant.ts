import type { ResolvedPromotion } from './promotion-context';

/** A participant of the host's promotion, as the `participant` route scope proves it (server/http/scope.ts). */
export interface Participant {
  userId: number;
  promotion: ResolvedPromotion;
}
