'use client';
// The signed-in layout's prompts in one module, so they load together after first paint (deferred-prompts.tsx).
import { SessionWatchers } from './session-watchers';
import { GiftOfferPrompt } from '@/components/gifts/gift-offer-prompt';

export function SignedInPrompts() {
  return (
    <>
      {/* Idle time-out, the mobile-app prompt and the evaluation prompts, each when the promotion turns it on. */}
      <SessionWatchers />
      {/* The gift points accept prompt: on any page while a gift waits for the user's answer. */}
      <GiftOfferPrompt />
    </>
  );
}
