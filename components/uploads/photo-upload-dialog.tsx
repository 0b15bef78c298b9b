'use client';
// The photo dialog (social-engagement.md "Photo upload"): pick a photo, crop it (tall, square or wide; zoom), save.
// The crop is applied here, into a canvas, and only the cropped picture is sent: the server re-checks and re-encodes
// whatever arrives. While the photo uploads the dialog cannot be dismissed (Escape and outside clicks do nothing).
// Animated GIFs, where allowed, skip the crop: a canvas would keep only the first frame.
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { canLoadImage, cropToBlob, cropTooSmall, uploadPhoto } from '@/lib/files/client';
import { useFormat } from '@/lib/i18n/use-format';
import { CROP_ASPECTS, MAX_FILE_BYTES, UPLOAD_ACCEPT, type CropAspectId } from '@/lib/files/constants';
import type { UploadedFileJson } from '@/lib/files/types';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FormErrors } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { Check } from '@/components/ui/icons';

export interface PhotoUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the photo is stored, with its URL (and the whole stored file). */
  onUploaded: (url: string, file: UploadedFileJson) => void;
  /** Fit inside 500×500 (avatars and other restricted images) instead of 1920×1080. */
  resizeToFit?: boolean;
  /** Accept animated GIFs (they skip the crop); otherwise the server refuses them. */
  allowAnimatedGif?: boolean;
  /** A fixed crop shape (tall, square, wide or a ratio); without it the user chooses. */
  aspect?: CropAspectId | number;
  /** On the dashboard host: the promotion the photo belongs to. */
  promotionId?: number;
  /** Serve the photo only to signed-in people of the promotion. */
  secure?: boolean;
  /** 'profile' uses the profile photo's failure text. */
  purpose?: 'photo' | 'profile';
  title?: string;
}

type Step = 'upload' | 'crop' | 'saving' | 'saved' | 'error';

interface Source {
  url: string;
  type: string;
  file: File;
}

/** How long "Saved" shows before the dialog closes itself. */
const SAVED_CLOSE_MS = 1200;
const ZOOM = { min: 1, max: 3, step: 0.05 } as const;

type UploadsT = ReturnType<typeof useTranslations<'uploads'>>;

/** Why an upload failed: no network, too large, the server's reason (in the reader's language), else the purpose's text. */
function uploadFailureMessage(error: unknown, purpose: 'photo' | 'profile', t: UploadsT): string {
  if (error instanceof ApiError) {
    if (error.status === undefined) return t('networkError');
    if (error.status === 413) return t('tooLarge');
    if (error.status >= 400 && error.status < 500 && error.errors[0]) return error.errors[0];
  }
  return purpose === 'profile' ? t('profilePhotoFailed') : t('uploadFailed');
}

function aspectValue(aspect: CropAspectId | number | undefined, chosen: CropAspectId): number {
  if (typeof aspect === 'number') return aspect;
  return CROP_ASPECTS.find((a) => a.id === (aspect ?? chosen))!.value;
}

/**
 * The dialog holds only whether an upload is under way (then it cannot be dismissed); the steps live in its content,
 * which Radix unmounts on close, so every opening starts afresh and the preview URL is released.
 */
export function PhotoUploadDialog({ open, onOpenChange, title, ...options }: PhotoUploadDialogProps) {
  const t = useTranslations('uploads');
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => {
    if (!busy) onOpenChange(false);
  }, [busy, onOpenChange]);
  return (
    <Dialog open={open} onClose={close} title={title ?? t('defaultTitle')} closeOnBackdrop={!busy}>
      <PhotoUploadSteps {...options} onBusyChange={setBusy} onClose={close} />
    </Dialog>
  );
}

type StepsProps = Omit<PhotoUploadDialogProps, 'open' | 'onOpenChange' | 'title'> & {
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
};

function PhotoUploadSteps({
  onUploaded, resizeToFit = false, allowAnimatedGif = false, aspect, promotionId, secure = false, purpose = 'photo',
  onBusyChange, onClose: close,
}: StepsProps) {
  const t = useTranslations('uploads');
  const format = useFormat();
  const [step, setStep] = useState<Step>('upload');
  const [source, setSource] = useState<Source | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [chosenAspect, setChosenAspect] = useState<CropAspectId>('square');
  const [area, setArea] = useState<Area | null>(null);
  const ids = { input: useId(), zoom: useId(), hint: useId() };
  const busy = step === 'saving';
  const skipsCrop = (type: string) => allowAnimatedGif && type === 'image/gif';
  // The step's controls replace the focused button: focus moves to the step itself, never out of the dialog.
  const container = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    container.current?.focus();
  }, [step]);

  // The preview's object URL lives as long as the source.
  useEffect(() => () => {
    if (source) URL.revokeObjectURL(source.url);
  }, [source]);

  const reset = useCallback(() => {
    setStep('upload');
    setSource(null);
    setErrors([]);
    setCrop({ x: 0, y: 0 });
    setZoom(ZOOM.min);
    setArea(null);
  }, []);

  useEffect(() => {
    if (step !== 'saved') return;
    const timer = setTimeout(close, SAVED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step, close]);

  const send = async (file: File) => {
    setStep('saving');
    onBusyChange(true);
    setErrors([]);
    try {
      const stored = await uploadPhoto(file, { resizeToFit, allowAnimatedGif, secure, promotionId });
      setStep('saved');
      onUploaded(stored.url, stored);
    } catch (error) {
      setErrors([uploadFailureMessage(error, purpose, t)]);
      setStep('error');
    } finally {
      onBusyChange(false);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setErrors([]);
    // The server says the same; refusing here saves sending megabytes for nothing.
    if (file.size > MAX_FILE_BYTES) {
      setErrors([t('tooLarge')]);
      return;
    }
    const url = URL.createObjectURL(file);
    if (!(await canLoadImage(url))) {
      URL.revokeObjectURL(url);
      setErrors([t('imageNotLoaded')]);
      return;
    }
    setSource({ url, type: file.type, file });
    if (skipsCrop(file.type)) {
      await send(file);
      return;
    }
    setStep('crop');
  };

  const save = async () => {
    if (!source || !area) return;
    if (cropTooSmall(area)) {
      setErrors([t('tooSmall')]);
      return;
    }
    let cropped: File;
    try {
      cropped = await cropToBlob(source.url, source.type, area, resizeToFit);
    } catch {
      setErrors([t('imageNotLoaded')]);
      return;
    }
    await send(cropped);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (event.dataTransfer.files.length > 1) {
      setErrors([t('oneFileMaximum')]);
      return;
    }
    void choose(event.dataTransfer.files[0]);
  };

  const status = step === 'saving' ? t('statusSaving') : step === 'saved' ? t('statusSaved') : '';

  return (
    <div ref={container} tabIndex={-1} className="flex flex-col gap-5 outline-none" aria-busy={busy}>
      {/* One live region for the progress; errors are announced by FormErrors (role="alert"). */}
      <p role="status" aria-live="polite" className="sr-only">{status}</p>

      {step === 'upload' ? (
        <>
          <FormErrors messages={errors} />
          <div
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop}
            className="flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed border-line-strong bg-surface-muted px-4 py-10 text-center"
          >
            <p className="text-ink-muted">{t('dropHint')}</p>
            <label htmlFor={ids.input} className={cn(buttonClasses('primary'), 'cursor-pointer focus-within:outline-2 focus-within:outline-focus')}>
              {t('choosePhoto')}
            </label>
            <input
              id={ids.input}
              type="file"
              accept={UPLOAD_ACCEPT}
              className="sr-only"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
          <DialogActions>
            <Button variant="secondary" onClick={close}>{t('cancel')}</Button>
          </DialogActions>
        </>
      ) : null}

      {step === 'crop' && source ? (
        <>
          <FormErrors messages={errors} />
          <div className="relative h-64 w-full overflow-hidden rounded-2xl bg-ink sm:h-80">
            <Cropper
              image={source.url}
              crop={crop}
              zoom={zoom}
              minZoom={ZOOM.min}
              maxZoom={ZOOM.max}
              aspect={aspectValue(aspect, chosenAspect)}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              keyboardStep={10}
              cropperProps={{ 'aria-label': t('cropArea'), 'aria-describedby': ids.hint, role: 'group' }}
            />
          </div>
          <p id={ids.hint} className="text-sm text-ink-muted">{t('cropHint')}</p>

          {aspect === undefined ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold">{t('shape')}</legend>
              <div className="flex flex-wrap gap-2">
                {CROP_ASPECTS.map((choice) => (
                  <label
                    key={choice.id}
                    className={cn(
                      buttonClasses(chosenAspect === choice.id ? 'primary' : 'secondary', 'sm'),
                      'cursor-pointer focus-within:outline-2 focus-within:outline-focus',
                    )}
                  >
                    <input
                      type="radio"
                      name="photo-aspect"
                      value={choice.id}
                      checked={chosenAspect === choice.id}
                      onChange={() => setChosenAspect(choice.id)}
                      className="sr-only"
                    />
                    {t('aspect', { id: choice.id })}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <div className="flex flex-col gap-2">
            <label htmlFor={ids.zoom} className="font-semibold">{t('zoom')}</label>
            <input
              id={ids.zoom}
              type="range"
              min={ZOOM.min}
              max={ZOOM.max}
              step={ZOOM.step}
              value={zoom}
              aria-valuetext={format.percent(zoom)}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="w-full accent-brand"
            />
          </div>

          <DialogActions>
            <Button variant="secondary" onClick={reset}>{t('chooseAnother')}</Button>
            <Button onClick={() => void save()} disabled={!area}>{t('savePhoto')}</Button>
          </DialogActions>
        </>
      ) : null}

      {step === 'saving' ? (
        <div className="flex flex-col items-center gap-3 py-8" aria-hidden="true">
          <Spinner label={t('statusSaving')} />
          <p className="text-ink-muted">{t('saving')}</p>
        </div>
      ) : null}

      {step === 'saved' ? (
        <div className="flex flex-col items-center gap-3 py-8">
          <Check className="size-10 text-success" aria-hidden="true" />
          <p className="font-semibold">{t('saved')}</p>
          <DialogActions>
            <Button onClick={close}>{t('done')}</Button>
          </DialogActions>
        </div>
      ) : null}

      {step === 'error' ? (
        <>
          <FormErrors messages={errors} />
          <DialogActions>
            <Button variant="secondary" onClick={close}>{t('cancel')}</Button>
            <Button onClick={() => (source && !skipsCrop(source.type) ? setStep('crop') : reset())}>{t('tryAgain')}</Button>
          </DialogActions>
        </>
      ) : null}
    </div>
  );
}
