'use client';
// A collection's name and its items in order, for scene collections (/collections/create|edit) and duo collections
// (/duocollections/create|edit): add from the library, reorder by drag and drop or the keyboard, remove, save
// everything at once; delete asks first (and the server keeps a collection a promotion uses).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { api, errorMessagesOf } from '@/lib/api-client';
import { Button, EmptyState, Field, Form, FormErrors, FormField, Input, Select } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { SortableList } from '@/components/admin/sortable-list';

export interface CollectionChoice {
  id: number;
  name: string;
  detail: string;
  preview_url: string | null;
}

export interface CollectionEditorProps {
  /** What the collection holds: scenes or duo templates. */
  kind: 'scene' | 'duoTemplate';
  /** '/collections' or '/duo_collections' (API) */
  endpoint: string;
  /** The list screen: '/collections/list' or '/duocollections/list'. */
  listHref: string;
  /** The body field of the ordered ids. */
  idsField: 'scene_ids' | 'duo_template_ids';
  collection?: { id: number; name: string; items: CollectionChoice[]; promotion_count: number };
  library: CollectionChoice[];
}

type Values = { name: string; items: CollectionChoice[] };

// The name is all the form checks (the server checks the ids).
const resolverFor = (nameRequired: string): Resolver<Values> => async (values) => {
  const name = values.name.trim();
  if (name) return { values: { ...values, name }, errors: {} };
  return { values: {}, errors: { name: { type: 'required', message: nameRequired } } } as ResolverResult<Values>;
};

export function CollectionEditor({ kind, endpoint, listHref, idsField, collection, library }: CollectionEditorProps) {
  const t = useTranslations('admin-collections');
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const form = useForm<Values>({ resolver: resolverFor(t('nameRequired')), defaultValues: { name: collection?.name ?? '', items: collection?.items ?? [] } });
  const items = useWatch({ control: form.control, name: 'items' });
  const setItems = (update: (list: CollectionChoice[]) => CollectionChoice[]) => form.setValue('items', update(form.getValues('items')), { shouldDirty: true });
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const available = library.filter((c) => !items.some((i) => i.id === c.id));

  const add = () => {
    const choice = library.find((c) => String(c.id) === adding);
    if (!choice) return;
    setItems((list) => [...list, choice]);
    setAdding('');
  };

  const save = async ({ name, items: chosen }: Values) => {
    setErrors([]);
    const body = { name, [idsField]: chosen.map((i) => i.id) };
    try {
      const saved = collection ? await api.put<{ id: number }>(`${endpoint}/${collection.id}`, body) : await api.post<{ id: number }>(endpoint, body);
      toast(t('saved', { name }));
      if (!collection) router.push(`${listHref.replace(/\/list$/, '')}/edit/${saved.id}`);
      router.refresh();
    } catch (error) {
      const messages = errorMessagesOf(error, t('saveFailed'));
      setErrors(messages);
      errorToast(messages[0]!);
    }
  };

  const remove = async () => {
    if (!collection) return;
    const ok = await confirm({ title: t('deleteTitle', { name: collection.name }), body: t('deleteItemsBody', { kind }), confirmLabel: t('delete'), tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`${endpoint}/${collection.id}`);
      toast(t('deleted', { name: collection.name }));
      router.push(listHref);
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]!);
    }
  };

  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6">
      <FormErrors messages={errors} />
      <AdminSection title={t('collectionSection')} description={collection ? t('usedBy', { count: collection.promotion_count }) : undefined}>
        <FormField name="name" label={t('name')} className="max-w-md" render={(field) => <Input maxLength={100} autoComplete="off" {...field} />} />
      </AdminSection>
      <AdminSection title={t('itemsTitle', { kind })} description={t('itemsIntro', { kind })}>
        <div className="flex flex-col gap-4">
          {items.length === 0 ? <EmptyState title={t('itemsEmpty', { kind })} /> : (
            <SortableList
              items={items} getId={(i) => String(i.id)} getName={(i) => i.name} label={t('itemsListLabel', { kind })} noun={t('itemNoun', { kind })} onChange={(list) => setItems(() => list)}
              onRemove={(item) => setItems((list) => list.filter((i) => i.id !== item.id))}
              renderItem={(item) => (
                <>
                  <span className="size-12 shrink-0 overflow-hidden rounded-lg bg-surface-muted ring-1 ring-line">
                    {item.preview_url ? <img src={item.preview_url} alt="" className="size-full object-cover" /> : null}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-ink">{item.name}</span>
                    <span className="block text-xs text-ink-muted">{item.detail}</span>
                  </span>
                </>
              )}
            />
          )}
          <div className="flex flex-wrap items-end gap-2">
            <Field label={t('addItemLabel', { kind })} className="min-w-64 flex-1 sm:max-w-md">
              <Select value={adding} onChange={(e) => setAdding(e.target.value)}>
                <option value="">{available.length ? t('chooseItem', { kind }) : t('allItemsIn', { kind })}</option>
                {available.map((c) => <option key={c.id} value={c.id}>{c.name} — {c.detail}</option>)}
              </Select>
            </Field>
            <Button type="button" variant="secondary" disabled={!adding} onClick={add}>{t('add')}</Button>
          </div>
        </div>
      </AdminSection>
      <div className="flex flex-wrap justify-between gap-3">
        {collection ? <Button type="button" variant="danger" onClick={() => void remove()}>{t('deleteCollection')}</Button> : <span />}
        <Button type="submit" loading={form.formState.isSubmitting}>{t('saveCollection')}</Button>
      </div>
    </Form>
  );
}
