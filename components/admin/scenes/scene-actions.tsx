'use client';
// The scene screen's actions: edit, and delete after a confirmation (refused while a collection holds the scene or
// participants have it).
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import { Button } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

export function SceneActions({ id, name }: { id: number; name: string }) {
  const router = useRouter();
  const t = useTranslations('admin-scenes');
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const remove = async () => {
    if (!(await confirm({ title: t('deleteTitle', { name }), body: t('deleteBody'), confirmLabel: t('delete'), tone: 'danger' }))) return;
    try {
      await api.delete(`/scenes/${id}`);
      toast(t('deleted', { name }));
      router.push('/scenes');
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]!);
    }
  };
  return (
    <>
      <Button asChild variant="secondary"><Link href={`/scenes/edit/${id}`}>{t('editScene')}</Link></Button>
      <Button type="button" variant="danger" onClick={() => void remove()}>{t('delete')}</Button>
    </>
  );
}
