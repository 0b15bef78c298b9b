// The palette's icon names as lucide icons, and a category's mark (its icon in its tint). Decorative everywhere:
// the category's or area's name is always written beside it.
import { Apple, Brain, Compass, Footprints, HeartHandshake, Moon, Sun, Target, Waves, Wind, Zap, type LucideIcon } from '@/components/ui/icons';
import { categoryLook, type AreaIconName, type CategoryIconName } from '@/lib/categories/palette';

export const ICONS: Record<CategoryIconName | AreaIconName, LucideIcon> = {
  waves: Waves,
  sun: Sun,
  target: Target,
  compass: Compass,
  zap: Zap,
  moon: Moon,
  wind: Wind,
  footprints: Footprints,
  apple: Apple,
  'heart-handshake': HeartHandshake,
  brain: Brain,
};

export function CategoryIcon({ name, className }: { name: CategoryIconName | AreaIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} strokeWidth={1.8} aria-hidden="true" />;
}

/** A category's mark in its tint, sized by `className`; `icon` overrides the category's own (an area's icon). */
export function CategoryMark({ category, icon, className = 'size-10' }: { category: string | null | undefined; icon?: CategoryIconName | AreaIconName; className?: string }) {
  const look = categoryLook(category);
  return (
    <span className={`grid shrink-0 place-items-center rounded-2xl ${look.markClasses} ${className}`} aria-hidden="true">
      <CategoryIcon name={icon ?? look.icon} className="size-3/5" />
    </span>
  );
}
