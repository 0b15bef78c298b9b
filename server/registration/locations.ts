// The location choices of registration (participant-core: a participant registers at a location of the program): the
// one source of the /register form and of GET /promotions/{id}/registration_locations, so a client written from the
// specification can find a valid location_id. Only where the promotion displays locations; only a leaf is a choice
// a person registers at (server/registration/validate.ts refuses a parent level).
import 'server-only';
import { loadLocationTree } from '@/server/locations/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { RegistrationLocationChoice } from '@/lib/onboarding/types';

/** Breadth-first from the top level, each level in its own sequence order (how the form's pickers read them). */
export async function registrationLocationChoices(promotion: Pick<ResolvedPromotion, 'id' | 'flags'>): Promise<RegistrationLocationChoice[]> {
  if (!promotion.flags.is_location_displayed) return [];
  const tree = await loadLocationTree(promotion.id);
  const choices: RegistrationLocationChoice[] = [];
  for (let level = tree.childrenOf(null); level.length; level = level.flatMap((node) => tree.childrenOf(node.id))) {
    choices.push(...level.map(({ id, name, parent_location_id }) => ({
      id, name, parent_id: parent_location_id, is_leaf: tree.childrenOf(id).length === 0,
    })));
  }
  return choices;
}
