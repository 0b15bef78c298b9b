// The current competition is promotion.current_competition.id; the team board reads it wherever the
// promotion's JSON carries it (the promotion's client type does not declare the field yet, so it is read defensively here).
export function currentCompetitionId(promotion: unknown): number | null {
  const competition = (promotion as { current_competition?: { id?: unknown } | null } | null)?.current_competition;
  return typeof competition?.id === 'number' ? competition.id : null;
}
