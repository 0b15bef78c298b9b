// Numbers of 10000 or more are shown with thousands separators (so 9999 stays 9999).
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, useGrouping: false });

export function formatNumber(value: number): string {
  return Math.abs(value) >= 10_000 ? grouped.format(value) : plain.format(value);
}
