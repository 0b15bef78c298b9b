// A database id from a page's path segment, or null (an unknown or malformed id is the 404 page).
export function pathId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2 ** 31 - 1 ? Number(raw) : null;
}
