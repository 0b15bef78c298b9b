'use client';
// Share a recipe or a tip to the wall: a post on the promotion's wall carrying the item (postable_type and id). The
// comment is required (social-engagement.md §5 "Recipe share requires a non-empty comment"; blank is the spec's
// 'Oops, you need to write something before you post.').
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useCreatePost } from '@/lib/query/wall';
import { SHARE_MESSAGES as M } from '@/lib/recipes/messages';
import { MAX_POST_LENGTH } from '@/lib/wall/constants';

// Sent as typed: the check only refuses a blank comment.
const schema = z.object({ content: z.string().refine((v) => v.trim() !== '', M.commentRequired) });
type Values = z.infer<typeof schema>;

interface ShareWallProps {
  open: boolean;
  onClose: () => void;
  type: 'Recipe' | 'Tip';
  id: number;
  title: string;
  onShared?: () => void;
}

export function ShareWallDialog(props: ShareWallProps) {
  const t = useTranslations('recipes.shareWall');
  return (
    <Dialog open={props.open} onClose={props.onClose} title={t('title')} description={props.title}>
      {/* Mounted with the open dialog: each opening starts with an empty comment. */}
      {props.open ? <ShareWallBody {...props} /> : null}
    </Dialog>
  );
}

function ShareWallBody({ onClose, type, id, onShared }: ShareWallProps) {
  const t = useTranslations('recipes.shareWall');
  const [postedId, setPostedId] = useState<number | null>(null);
  const create = useCreatePost();
  const { toast } = useToast();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { content: '' } });

  const submit = ({ content }: Values) =>
    create.mutate({ content, postable_type: type, postable_id: id }, {
      onSuccess: (post) => {
        setPostedId(post.id);
        toast(t('shared'));
        onShared?.();
      },
      onError: (e) => form.setError('content', { message: errorMessagesOf(e).join(' ') }),
    });

  return (
    <>
      {postedId !== null ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="rounded-2xl bg-success-soft p-4 font-semibold text-success">{t('posted')}</p>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>{t('close')}</Button>
            <Button asChild>
              <Link href={`/wall/post/${postedId}`}>{t('seePost')}</Link>
            </Button>
          </DialogActions>
        </div>
      ) : (
        <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
          <FormField
            name="content"
            label={t('comment')}
            render={(field) => <Textarea rows={4} maxLength={MAX_POST_LENGTH} placeholder={t('placeholder')} {...field} />}
          />
          <DialogActions>
            <Button type="button" variant="secondary" onClick={onClose}>{t('cancel')}</Button>
            <Button type="submit" loading={create.isPending}>{t('post')}</Button>
          </DialogActions>
        </Form>
      )}
    </>
  );
}
