// The pie chart's colour per activity category: the theme's category tokens (app/globals.css), which the
// high-contrast block replaces with light tints that stay apart on black.
const COLORS: Record<string, string> = {
  create_calm: 'var(--color-calm)',
  boost_happiness: 'var(--color-happy)',
  sharpen_focus: 'var(--color-sharp)',
  pursue_purpose: 'var(--color-purpose)',
  increase_energy: 'var(--color-energy)',
};

export function categoryColor(key: string): string {
  return COLORS[key] ?? 'var(--color-line-strong)';
}
