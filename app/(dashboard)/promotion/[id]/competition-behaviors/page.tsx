// /promotion/{id}/competition-behaviors: the same editor as /behaviors (administration.md §2).
export { default, generateMetadata } from '../behaviors/page';
