// Program packages (docs/packages.md): the limits and names shared by the server and the Package page.

/** The package format this build writes and reads. A package of another version is refused, never guessed at. */
export const PACKAGE_SCHEMA_VERSION = 1;

/** The kinds of a package, in the order they are imported (later kinds refer to earlier ones). */
export const PACKAGE_KINDS = [
  'content',
  'areas_of_interest',
  'activities',
  'badges',
  'levels',
  'competitions',
  'behaviors',
  'point_thresholds',
  'custom_prompts',
  'evaluations',
  'scenes',
  'collections',
] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

/** How the Package page names each kind. */
export const PACKAGE_KIND_LABELS: Record<PackageKind, string> = {
  content: 'Content',
  areas_of_interest: 'Areas of interest',
  activities: 'Activities and quizzes',
  badges: 'Badges',
  levels: 'Levels',
  point_thresholds: 'Point thresholds',
  competitions: 'Competitions',
  behaviors: 'Default behaviors',
  custom_prompts: 'Custom prompts',
  evaluations: 'Evaluation definitions',
  scenes: 'Scenes',
  collections: 'Collections',
};

// Zip-bomb and size limits: the upload itself, the number of entries, and what the entries may expand to. A
// package of the demo promotion is a few hundred kB; these leave room for a large program with its tile art.
/** Largest package upload (the compressed ZIP). */
export const MAX_PACKAGE_BYTES = 50 * 1024 * 1024;
/** Most entries (JSON files and images) a package may hold. */
export const MAX_PACKAGE_ENTRIES = 2_000;
/** Most bytes all entries may expand to together. */
export const MAX_PACKAGE_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** Largest single image in a package (the upload limit of a stored image). */
export const MAX_PACKAGE_IMAGE_BYTES = 4_456_448;
/** Most items of one kind (a runaway JSON file is refused before it is walked). */
export const MAX_PACKAGE_ITEMS_PER_KIND = 5_000;
