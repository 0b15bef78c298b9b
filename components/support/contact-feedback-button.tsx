'use client';
// "Send feedback" on the Contact page: the Feedback dialog opens over the page, and closing it stays here
// (participant-core.md §2 "Feedback … stays if the current state is the support contact page").
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FeedbackDialog } from './feedback-dialog';

export function ContactFeedbackButton() {
  const t = useTranslations('support.contact');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>{t('sendFeedback')}</Button>
      <FeedbackDialog inline open={open} onClose={() => setOpen(false)} />
    </>
  );
}
