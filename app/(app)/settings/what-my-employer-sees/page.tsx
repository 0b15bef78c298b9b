import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EmployerView } from '@/components/privacy/employer-view';
import { settingsPage } from '@/server/users/settings-page';
import { organizationPrivacyOf } from '@/server/privacy/floor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('privacy');
  return { title: t('employer.metaTitle') };
}

// /settings/what-my-employer-sees: the field policy and the organization's floor, for the signed-in participant.
export default async function WhatMyEmployerSeesPage() {
  const { master, context } = await settingsPage();
  if (master) redirect('/settings/dashboard');
  const privacy = await organizationPrivacyOf(context.user.promotion_id);
  return <EmployerView floor={privacy.floor} retentionDays={privacy.retentionDays} />;
}
