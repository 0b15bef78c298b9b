// How a person's name is shown: first and last name, either of which may be missing.
export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return `${first ?? ''} ${last ?? ''}`.trim();
}
