// Who sees hidden content: an object-level rule kept with the others in server/auth/abilities.ts.
export { mayViewHiddenContent } from '@/server/auth/abilities';
