// Program packages (docs/packages.md): every message the routes and the Package page show.
import { MAX_PACKAGE_BYTES, MAX_PACKAGE_ENTRIES, PACKAGE_SCHEMA_VERSION } from './constants';

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const PACKAGE_MESSAGES = {
  noFile: 'Choose a package file (.zip) to import.',
  notZip: 'The file is not a ZIP package.',
  tooLarge: `A package must be ${mb(MAX_PACKAGE_BYTES)} or less.`,
  tooManyEntries: `A package may hold at most ${MAX_PACKAGE_ENTRIES} files.`,
  tooLargeUncompressed: 'The package expands to more than a package may hold.',
  unsafeEntry: (name: string) => `The package holds a file with an unsafe name: ${JSON.stringify(name.slice(0, 120))}.`,
  unknownEntry: (name: string) => `The package holds an unexpected file: ${JSON.stringify(name.slice(0, 120))}.`,
  noManifest: 'The package has no manifest.json.',
  wrongVersion: (version: unknown) =>
    `The package's schema version is ${JSON.stringify(version)}; this installation reads version ${PACKAGE_SCHEMA_VERSION}.`,
  badJson: (file: string) => `${file} is not valid JSON.`,
  badField: (file: string, path: string, message: string) => `${file}: ${path || '(file)'}: ${message}`,
  duplicateKey: (file: string, key: string) => `${file}: the key ${JSON.stringify(key)} appears twice.`,
  missingImage: (file: string, image: string) => `${file} refers to ${image}, which the package does not hold.`,
  badImage: (image: string) => `${image} is not a PNG, JPEG, GIF or WebP image of at most 4 MB.`,
  unknownRef: (file: string, ref: string) => `${file} refers to ${JSON.stringify(ref)}, which the package does not define.`,
  imported: 'The package was imported.',
  brokenRule: 'The package breaks a rule of the program (a date range, a value out of range or a missing link); nothing was imported.',
  changedMeanwhile: 'The promotion changed while the package was imported; nothing was imported. Try again.',
  itemNeedsOneTarget: 'an item names exactly one of activity and area_of_interest',
} as const;
