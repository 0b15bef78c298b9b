'use client';
// The profile photo on the settings form: the current picture, and "Change photo" opening the upload and crop dialog
// (components/uploads, a square crop fitted to 500×500). The photo is saved as soon as it is uploaded — it is not part
// of the form's unsaved changes — with the spec's states: saving, saved, error ('Could not update profile photo.
// Please try again.').
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { onDemand } from '@/components/ui/on-demand';
import { useSaveSettings, type SettingsOwnerId } from '@/lib/query/settings';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import type { UserSettings } from '@/lib/settings/types';

type PhotoState = 'idle' | 'saving' | 'saved' | 'error';

// The upload and crop dialog (react-easy-crop, the dialog primitives) loads when it is first opened, not with the page.
const PhotoUploadDialog = onDemand(() => import('@/components/uploads/photo-upload-dialog').then((m) => m.PhotoUploadDialog));

export function ProfilePhoto({ userId, settings }: { userId: SettingsOwnerId; settings: UserSettings }) {
  const t = useTranslations('settings.photo');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so that closing it still plays its way out.
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<PhotoState>('idle');
  const save = useSaveSettings(userId);
  const { first_name, last_name, image_url } = settings.profile;

  const onUploaded = async (url: string) => {
    setState('saving');
    try {
      await save.mutateAsync({ profile: { image_url: url } });
      setState('saved');
    } catch {
      setState('error');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar src={image_url} initials={initialsOf(first_name, last_name)} className="size-20 text-2xl" />
      <div className="flex flex-col gap-1">
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {t('change')}
        </Button>
        <p role="status" className="text-sm font-semibold empty:hidden">
          {state === 'saving' ? <span className="text-ink-muted">{t('saving')}</span> : state === 'saved' ? <span className="text-success">{t('saved')}</span> : ''}
        </p>
        {state === 'error' ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {errorText(M.couldNotUpdatePhoto)}
          </p>
        ) : null}
      </div>
      {opened ? (
        <PhotoUploadDialog
          open={open}
          onOpenChange={setOpen}
          onUploaded={(url) => void onUploaded(url)}
          resizeToFit
          aspect="square"
          purpose="profile"
          promotionId={userId === 'me' ? undefined : (settings.promotion_id ?? undefined)}
          title={t('dialogTitle')}
        />
      ) : null}
    </div>
  );
}
