'use client';
// Writing a post on the wall (only on the All tab: the spec offers post creation when no filter is active):
// a labelled box ('Add your message here…'), an optional photo, friends to tag shown as removable chips, and Post.
// A blank post is stopped here with the spec's toast, without calling the server.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ImagePlus, Tag, X } from '@/components/ui/icons';
import { PhotoUploadDialog } from '@/components/uploads/photo-upload-dialog';
import { PhotoPreview } from '@/components/uploads/photo-preview';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useCreatePost, type WallListParams } from '@/lib/query/wall';
import { useWallPromotionId } from '@/lib/query/wall-scope';
import { MAX_POST_LENGTH } from '@/lib/wall/constants';
import { WALL_MESSAGES } from '@/lib/wall/messages';
import { TagFriendsDialog, type Friendee } from './tag-friends-dialog';
import { WALL_UI } from './ui-messages';

export interface PostComposerProps {
  /** The list the new post goes first in. */
  list: WallListParams;
  /** The promotion whose wall this is (wallable_id of a Promotion wall). */
  wallableId: number | undefined;
  /** Tagging needs the friends feature; null hides it. */
  friendsLabel: string | null;
}

export function PostComposer({ list, wallableId, friendsLabel }: PostComposerProps) {
  const boxId = useId();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [tags, setTags] = useState<Friendee[]>([]);
  const [tagging, setTagging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const dashboardPromotionId = useWallPromotionId();
  const create = useCreatePost(list);
  const { toast, errorToast } = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      errorToast(WALL_MESSAGES.writeSomething);
      return;
    }
    create.mutate(
      {
        content: text,
        wallable_type: 'Promotion',
        ...(wallableId === undefined ? {} : { wallable_id: wallableId }),
        tagged_users: tags.map((t) => t.id),
        photo,
      },
      {
        onSuccess: () => {
          setText('');
          setPhoto(null);
          setTags([]);
          toast(WALL_UI.posted);
        },
        onError: (error) => errorToast(errorMessagesOf(error).join(' ')),
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="New post" className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-5">
        <Label htmlFor={boxId}>Share something with everyone</Label>
        <Textarea
          id={boxId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={MAX_POST_LENGTH}
          placeholder="Add your message here…"
          rows={3}
        />
        {photo ? <PhotoPreview src={photo} alt="The photo you are about to post" onRemove={() => setPhoto(null)} /> : null}
        {tags.length > 0 ? (
          <ul aria-label="Tagged" className="flex flex-wrap gap-2">
            {tags.map((friend) => (
              <li key={friend.id} className="inline-flex items-center gap-1 rounded-full bg-brand-softer py-0.5 pr-0.5 pl-3 text-sm font-semibold text-brand-strong hc:border hc:border-line">
                {friend.full_name}
                <button
                  type="button"
                  onClick={() => setTags((current) => current.filter((t) => t.id !== friend.id))}
                  aria-label={`Remove tag ${friend.full_name}`}
                  className="inline-grid size-8 place-items-center rounded-full hover:bg-brand-soft"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => setUploading(true)}>
            <ImagePlus className="size-4" aria-hidden="true" />
            {photo ? 'Change photo' : 'Add photo'}
          </Button>
          {friendsLabel ? (
            <Button variant="ghost" size="sm" onClick={() => setTagging(true)}>
              <Tag className="size-4" aria-hidden="true" />
              Tag {friendsLabel.toLowerCase()}
            </Button>
          ) : null}
          <Button type="submit" loading={create.isPending} className="ml-auto">
            Post
          </Button>
        </div>
      </form>
      <PhotoUploadDialog
        open={uploading}
        onOpenChange={setUploading}
        onUploaded={(url) => setPhoto(url)}
        promotionId={dashboardPromotionId}
        title="Add a photo to your post"
      />
      {friendsLabel ? (
        <TagFriendsDialog
          open={tagging}
          onClose={() => setTagging(false)}
          chosen={tags}
          friendsLabel={friendsLabel}
          onDone={(chosen) => {
            setTags(chosen);
            setTagging(false);
          }}
        />
      ) : null}
    </>
  );
}
