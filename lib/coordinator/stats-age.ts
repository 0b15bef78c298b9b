// How old the Stats tab's figures are, as the screen says it: they come from a snapshot the worker refreshes every
// minute (server/coordinator/stats.ts), so the coordinator knows that a log made seconds ago may not be in them yet.

/** "Updated just now", "Updated 40 s ago", "Updated 5 min ago", "Updated 3 h ago", "Updated 2 days ago". */
export function statsAgeText(ageMs: number): string {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  if (seconds < 5) return 'Updated just now';
  if (seconds < 60) return `Updated ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Updated ${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'Updated 1 day ago' : `Updated ${days} days ago`;
}
