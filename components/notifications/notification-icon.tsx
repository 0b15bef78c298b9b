// One icon per kind of notification (lucide, from components/ui/icons), decorative: the kind is said in words beside it.
import { Award, Bell, Handshake, Megaphone, MessageCircle, Newspaper, UserPlus, Users, Watch, type LucideIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import type { NotificationType } from '@/lib/notifications/types';

const ICONS: Record<NotificationType, LucideIcon> = {
  post: Newspaper,
  message: MessageCircle,
  team: Users,
  friend: UserPlus,
  duo: Handshake,
  device: Watch,
  badge: Award,
  announcement: Megaphone,
  other: Bell,
};

export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  const Icon = ICONS[type];
  return (
    <span aria-hidden="true" className={cn('grid size-10 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong hc:border hc:border-line', className)}>
      <Icon className="size-5" />
    </span>
  );
}
