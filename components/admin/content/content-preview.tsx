// The live preview beside the content form: the item as a participant's page shows it (the same ContentHtml the
// participant screens render), updated as the author types.
import { useTranslations } from 'next-intl';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';

interface Props {
  title: string | null;
  html: string | null;
  text: string | null;
  image: string | null;
  hidden: boolean;
}

export function ContentPreview({ title, html, text, image, hidden }: Props) {
  const t = useTranslations('admin-content');
  return (
    <aside aria-labelledby="content-preview-title" className="flex flex-col gap-3 self-start lg:sticky lg:top-24">
      <h2 id="content-preview-title" className="text-sm font-semibold tracking-wider text-ink-muted uppercase">{t('previewHeading')}</h2>
      <div className="overflow-hidden rounded-3xl bg-surface shadow-card hc:border hc:border-line" aria-live="polite">
        {image ? <img src={image} alt="" className="h-44 w-full bg-brand-softer object-cover" /> : null}
        <div className="flex flex-col gap-2 p-5">
          {hidden ? <p className="text-sm font-semibold text-danger">{t('previewHidden')}</p> : null}
          {title ? <p className="text-2xl font-bold text-ink">{contentTitle(title)}</p> : null}
          {html ? <ContentHtml html={html} className="leading-relaxed text-ink-muted" /> : null}
          {text ? <p className="break-words text-ink-muted">{text}</p> : null}
          {!title && !html && !text ? <p className="text-ink-muted">{t('previewEmpty')}</p> : null}
        </div>
      </div>
    </aside>
  );
}
