'use client';
// Today's blank box (a new empty entry for today sits at the top if none exists; saving a new entry adds another
// blank one): after a save the reflection joins today's list and the box is
// blank again.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useCreateReflection } from '@/lib/query/journal';
import { ReflectionForm } from './reflection-form';
import { useReportDirty } from './unsaved-changes';

export function NewReflection() {
  const t = useTranslations('journey');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReflection();
  const { toast } = useToast();
  useReportDirty('new-reflection', content.trim().length > 0);

  const save = () => {
    setError(null);
    create.mutate(content, {
      onSuccess: () => {
        setContent('');
        toast(t('saved'));
      },
      onError: (e) => setError(errorMessagesOf(e).join(' ')),
    });
  };

  return (
    <div className="rounded-3xl border border-brand/30 bg-brand-softer p-5 sm:p-6 hc:border-line">
      <ReflectionForm
        label={t('newLabel')}
        value={content}
        onChange={setContent}
        onSubmit={save}
        saving={create.isPending}
        error={error}
        placeholder={t('placeholder')}
      />
    </div>
  );
}
