// Query keys in one place so invalidations and cache seeding agree.
export const queryKeys = {
  currentUser: ['users', 'me'] as const,
  currentPromotion: ['promotions', 'current'] as const,
};
