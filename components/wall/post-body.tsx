// What a post says: its text (plain, line breaks kept, @-tags marked; React escapes it, never HTML), its photo,
// the shared item's card and whom it tags ("with A and B").
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { WallPhoto, WallPost } from '@/lib/wall/types';
import { splitTags } from './format';

export function PostText({ post, className = '' }: { post: WallPost; className?: string }) {
  const runs = splitTags(post.content, post.tagged_users.map((u) => u.full_name));
  return (
    <p className={`leading-relaxed [overflow-wrap:anywhere] whitespace-pre-line text-ink ${className}`}>
      {runs.map((run, i) =>
        run.tag ? (
          <span key={i} className="rounded bg-brand-softer px-0.5 font-semibold text-brand-strong hc:underline">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </p>
  );
}

/** "A", "A and B", "A, B and C" (no serial comma, in any language). */
export function joinNames(names: string[], t: ReturnType<typeof useTranslations<'wall'>>): string {
  if (names.length <= 1) return names.join('');
  return t('namesAnd', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/**
 * The photo's box is reserved before it loads, so a photo arriving in view does not move the card's footer: the
 * upload's size gives the box its shape (the width and height attributes), else a 4:3 box holds it (object-contain).
 */
function PostPhoto({ photo, alt }: { photo: WallPhoto; alt: string }) {
  const size = photo.width && photo.height ? { width: photo.width, height: photo.height } : null;
  return (
    <img
      src={photo.url ?? undefined}
      alt={alt}
      loading="lazy"
      {...size}
      className={`h-auto max-h-[28rem] w-full rounded-2xl border border-line bg-surface-muted object-contain ${size ? '' : 'aspect-[4/3]'}`}
    />
  );
}

export function PostBody({ post, authorName }: { post: WallPost; authorName: string }) {
  const t = useTranslations('wall');
  const shared = post.postable;
  return (
    <div className="flex flex-col gap-3">
      {post.tagged_users.length > 0 ? (
        <p className="text-sm text-ink-muted">
          {t.rich('taggedWith', {
            names: joinNames(post.tagged_users.map((u) => u.full_name), t),
            people: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
          })}
        </p>
      ) : null}
      {post.content ? <PostText post={post} /> : null}
      {post.photo?.url ? <PostPhoto photo={post.photo} alt={t('photoAlt', { name: authorName })} /> : null}
      {shared ? (
        <Link
          href={shared.link}
          className="flex gap-3 overflow-hidden rounded-2xl border border-line bg-surface-muted p-3 text-ink no-underline hover:border-line-strong"
        >
          {shared.image_url ? <img src={shared.image_url} alt="" loading="lazy" className="size-16 shrink-0 rounded-xl object-cover sm:size-20" /> : null}
          <span className="flex min-w-0 flex-col gap-1">
            <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('sharedType', { type: shared.type })}</span>
            <span className="font-semibold [overflow-wrap:anywhere]">{shared.title}</span>
            {shared.summary ? <span className="line-clamp-2 text-sm text-ink-muted">{shared.summary}</span> : null}
          </span>
        </Link>
      ) : null}
    </div>
  );
}
