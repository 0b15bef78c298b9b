import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EmployerView } from '@/components/privacy/employer-view';
import { settingsPage } from '@/server/users/settings-page';
import { organizationPrivacyOf } from '@/server/privacy/floor';

export const metadata: Metadata = { title: 'What my employer sees' };

// /settings/what-my-employer-sees: the field policy and the organization's floor, for the signed-in participant.
export default async function WhatMyEmployerSeesPage() {
  const { master, context } = await settingsPage();
  if (master) redirect('/settings/dashboard');
  const privacy = await organizationPrivacyOf(context.user.promotion_id);
  return <EmployerView floor={privacy.floor} retentionDays={privacy.retentionDays} />;
}
