'use client';
// The welcome page's dialogs load their code when they open, not with the page: the forgotten-password and pilot
// dialogs on their own routes, the reset-password dialog when the link's token is in the address. Each brings Radix
// Dialog and its form; the plain welcome page needs neither (docs/benchmarks.md "First-load JavaScript").
// Server-rendered as before (a Radix dialog renders nothing on the server), its code preloaded when it is rendered.
import dynamic from 'next/dynamic';

export const ResetPasswordDialog = dynamic(() => import('./reset-password-dialog').then((m) => m.ResetPasswordDialog));
export const ForgotPasswordDialog = dynamic(() => import('./forgot-password-dialog').then((m) => m.ForgotPasswordDialog));
export const PilotDialog = dynamic(() => import('./pilot-dialog').then((m) => m.PilotDialog));
