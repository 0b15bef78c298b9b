'use client';
// Writing a post on the wall (only on the All tab: the spec offers post creation when no filter is active):
// a labelled box ('Add your message here…'), an optional photo, friends to tag shown as removable chips, and Post.
// A blank post is stopped here with the spec's toast, without calling the server (a toast, not a message under the
// box: the form has no resolver and the submit checks it). The text is the form's field; the photo and the tags are
// chosen in their own dialogs.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ImagePlus, Tag, X } from '@/components/ui/icons';
import { PhotoUploadDialog } from '@/components/uploads/photo-upload-dialog';
import { PhotoPreview } from '@/components/uploads/photo-preview';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useCreatePost, type WallListParams } from '@/lib/query/wall';
import { useWallPromotionId } from '@/lib/query/wall-scope';
import { MAX_POST_LENGTH } from '@/lib/wall/constants';
import { TagFriendsDialog, type Friendee } from './tag-friends-dialog';

export interface PostComposerProps {
  /** The list the new post goes first in. */
  list: WallListParams;
  /** The promotion whose wall this is (wallable_id of a Promotion wall). */
  wallableId: number | undefined;
  /** Tagging needs the friends feature; null hides it. */
  friendsLabel: string | null;
}

type Values = { content: string };

export function PostComposer({ list, wallableId, friendsLabel }: PostComposerProps) {
  const t = useTranslations('wall');
  const form = useForm<Values>({ defaultValues: { content: '' } });
  const [photo, setPhoto] = useState<string | null>(null);
  const [tags, setTags] = useState<Friendee[]>([]);
  const [tagging, setTagging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const dashboardPromotionId = useWallPromotionId();
  const create = useCreatePost(list);
  const { toast, errorToast } = useToast();

  const submit = ({ content }: Values) => {
    if (!content.trim()) {
      errorToast(t('writeSomething'));
      return;
    }
    create.mutate(
      {
        content,
        wallable_type: 'Promotion',
        ...(wallableId === undefined ? {} : { wallable_id: wallableId }),
        tagged_users: tags.map((tag) => tag.id),
        photo,
      },
      {
        onSuccess: () => {
          form.reset();
          setPhoto(null);
          setTags([]);
          toast(t('posted'));
        },
        onError: (error) => errorToast(errorMessagesOf(error).join(' ')),
      },
    );
  };

  return (
    <>
      <Form form={form} onSubmit={submit} aria-label={t('newPostLabel')} className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-5">
        <FormField<Values, 'content'>
          name="content"
          label={t('composerLabel')}
          render={(field) => <Textarea {...field} maxLength={MAX_POST_LENGTH} placeholder={t('composerPlaceholder')} rows={3} />}
        />
        {photo ? <PhotoPreview src={photo} alt={t('photoPreviewAlt')} onRemove={() => setPhoto(null)} /> : null}
        {tags.length > 0 ? (
          <ul aria-label={t('taggedListLabel')} className="flex flex-wrap gap-2">
            {tags.map((friend) => (
              <li key={friend.id} className="inline-flex items-center gap-1 rounded-full bg-brand-softer py-0.5 pe-0.5 ps-3 text-sm font-semibold text-brand-strong hc:border hc:border-line">
                {friend.full_name}
                <button
                  type="button"
                  onClick={() => setTags((current) => current.filter((tag) => tag.id !== friend.id))}
                  aria-label={t('removeTag', { name: friend.full_name })}
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
            {photo ? t('changePhoto') : t('addPhoto')}
          </Button>
          {friendsLabel ? (
            <Button variant="ghost" size="sm" onClick={() => setTagging(true)}>
              <Tag className="size-4" aria-hidden="true" />
              {t('tagFriends', { friends: friendsLabel.toLowerCase() })}
            </Button>
          ) : null}
          <Button type="submit" loading={create.isPending} className="ms-auto">
            {t('postButton')}
          </Button>
        </div>
      </Form>
      <PhotoUploadDialog
        open={uploading}
        onOpenChange={setUploading}
        onUploaded={(url) => setPhoto(url)}
        promotionId={dashboardPromotionId}
        title={t('photoDialogTitle')}
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
