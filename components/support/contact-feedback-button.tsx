'use client';
// "Send feedback" on the Contact page: the Feedback dialog opens over the page, and closing it stays here
// (participant-core.md §2 "Feedback … stays if the current state is the support contact page").
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FeedbackDialog } from './feedback-dialog';

export function ContactFeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>Send feedback</Button>
      <FeedbackDialog inline open={open} onClose={() => setOpen(false)} />
    </>
  );
}
