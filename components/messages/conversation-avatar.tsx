// A conversation's picture: the other person's, or two of the members' overlapping for a group or team.
// Decorative: the conversation's name stands beside it.
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import { initialsOfName } from './format';

export interface AvatarPerson {
  full_name: string;
  image: { url: string | null };
}

export function ConversationAvatar({ people, className }: { people: readonly AvatarPerson[]; className?: string }) {
  const [first, second] = people;
  if (!first) return <Avatar initials="?" className={cn('size-11', className)} />;
  if (!second) return <Avatar src={first.image.url} initials={initialsOfName(first.full_name)} className={cn('size-11', className)} />;
  return (
    <span className={cn('relative inline-block size-11 shrink-0', className)} aria-hidden="true">
      <Avatar src={first.image.url} initials={initialsOfName(first.full_name)} className="absolute top-0 start-0 size-7 text-xs ring-2 ring-surface" />
      <Avatar src={second.image.url} initials={initialsOfName(second.full_name)} className="absolute end-0 bottom-0 size-7 text-xs ring-2 ring-surface" />
    </span>
  );
}
