// The pie charts' colour per category comes from the one palette (lib/categories/palette.ts).
export { categoryColor } from '@/lib/categories/palette';
