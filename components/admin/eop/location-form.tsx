'use client';
// The end-of-program report's location picker: the whole program or one top-level location, shown on the same page
// (?location_id, read as GET /promotions/{id}/eop reads it).
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { eopQuerySchema } from '@/lib/reports/schemas';
import { Button, Form, FormField, Select } from '@/components/ui';
import { checkedResolver } from '@/components/admin/activities/form-helpers';

const schema = eopQuerySchema.pick({ location_id: true });
type Values = { location_id: string };
const resolver = checkedResolver<Values, typeof schema>(schema);

export function EopLocationForm({ locations, locationId }: { locations: { id: number; name: string }[]; locationId: number | null }) {
  const t = useTranslations('admin-reports.eop');
  const router = useRouter();
  const pathname = usePathname();
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver, defaultValues: { location_id: locationId ? String(locationId) : '' } });
  return (
    <Form form={form} onSubmit={({ location_id }) => router.push(location_id ? `${pathname}?location_id=${location_id}` : pathname)} className="flex flex-wrap items-end gap-2">
      <FormField name="location_id" label={t('location')} id="eop-location" render={(field) => (
        <Select {...field}>
          <option value="">{t('wholeProgram')}</option>
          {locations.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
        </Select>
      )} />
      <Button type="submit" variant="secondary">{t('show')}</Button>
    </Form>
  );
}
