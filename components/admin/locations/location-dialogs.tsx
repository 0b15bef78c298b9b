'use client';
// The location editor's dialogs: add or edit (name and tag), and Move to… — the keyboard alternative to dragging: a new
// parent and a place among its children.
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { AdminLocation } from '@/lib/locations/types';
import { childrenOf, flatten, isWithin } from '@/lib/locations/tree-ops';
import { LOCATION_LEVELS } from '@/lib/leaderboards/constants';
import { Button, Dialog, DialogActions, Form, FormErrors, FormField, Input, Select } from '@/components/ui';

// The server checks the name (required, unique among siblings); the form only trims and sends a blank tag as null.
const locationSchema = z.object({
  name: z.string().transform((v) => v.trim()),
  tag: z.string().transform((v) => v.trim() || null),
});
type LocationValues = z.input<typeof locationSchema>;
type LocationOutput = z.output<typeof locationSchema>;

// Select values are strings: '' is the top level; index is the place among the new parent's children.
const moveSchema = z.object({ parent: z.string(), index: z.string() });
type MoveValues = z.infer<typeof moveSchema>;

interface FormProps {
  open: boolean;
  title: string;
  initial: { name: string; tag: string | null };
  errors: string[];
  busy: boolean;
  onClose: () => void;
  onSave: (values: { name: string; tag: string | null }) => void;
}

export function LocationFormDialog(props: FormProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title}>
      {/* Mounted per opening, so the fields start from the location each time. */}
      {props.open ? <LocationForm key={props.title} {...props} /> : null}
    </Dialog>
  );
}

function LocationForm({ initial, errors, busy, onClose, onSave }: FormProps) {
  const t = useTranslations('admin-locations.dialogs');
  const form = useForm<LocationValues, unknown, LocationOutput>({
    resolver: zodResolver(locationSchema),
    defaultValues: { name: initial.name, tag: initial.tag ?? '' },
  });
  return (
    <Form form={form} className="flex flex-col gap-4" onSubmit={onSave}>
      <FormErrors messages={errors} />
      <FormField name="name" label={t('name')} render={(field) => <Input required maxLength={120} autoComplete="off" {...field} />} />
      <FormField
        name="tag"
        label={t('tag')}
        description={t('tagHelp')}
        render={(field) => <Input maxLength={60} autoComplete="off" {...field} />}
      />
      <DialogActions>
        <Button type="button" variant="ghost" onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" loading={busy}>{t('save')}</Button>
      </DialogActions>
    </Form>
  );
}

interface MoveProps {
  tree: AdminLocation[];
  moving: AdminLocation | null;
  busy: boolean;
  onClose: () => void;
  onMove: (parentId: number | null, index: number) => void;
}

export function MoveDialog(props: MoveProps) {
  return props.moving ? <MoveForm key={props.moving.id} {...props} moving={props.moving} /> : null;
}

function MoveForm({ tree, moving, busy, onClose, onMove }: MoveProps & { moving: AdminLocation }) {
  const t = useTranslations('admin-locations.dialogs');
  const form = useForm<MoveValues>({
    resolver: zodResolver(moveSchema),
    defaultValues: {
      parent: moving.parent_location_id === null ? '' : String(moving.parent_location_id),
      index: String(childrenOf(tree, moving.parent_location_id).findIndex((c) => c.id === moving.id)),
    },
  });
  const parent = useWatch({ control: form.control, name: 'parent' });
  const parentId = parent === '' ? null : Number(parent);
  // A location may go under any other that is not itself or below it, and not deeper than three levels.
  const height = (n: AdminLocation): number => 1 + Math.max(0, ...n.locations.map(height));
  const choices = flatten(tree).filter(({ node, depth }) => !isWithin(moving, node.id) && depth + 1 + height(moving) <= LOCATION_LEVELS);
  const siblings = childrenOf(tree, parentId).filter((c) => c.id !== moving.id);
  return (
    <Dialog open onClose={onClose} title={t('moveTitle', { name: moving.name })} description={t('moveHelp')}>
      <Form form={form} className="flex flex-col gap-4" onSubmit={(values) => onMove(values.parent === '' ? null : Number(values.parent), Number(values.index))}>
        <FormField
          name="parent"
          label={t('under')}
          render={({ onChange, ...field }) => (
            <Select
              {...field}
              onChange={(e) => {
                onChange(e);
                form.setValue('index', '0');
              }}
            >
              <option value="">{t('topLevel')}</option>
              {choices.map(({ node, depth }) => <option key={node.id} value={node.id}>{`${'— '.repeat(depth)}${node.name}`}</option>)}
            </Select>
          )}
        />
        <FormField
          name="index"
          label={t('position')}
          render={(field) => (
            <Select {...field}>
              {siblings.map((s, i) => <option key={s.id} value={i}>{t('before', { name: s.name })}</option>)}
              <option value={siblings.length}>{t('last')}</option>
            </Select>
          )}
        />
        <DialogActions>
          <Button type="button" variant="ghost" onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" loading={busy}>{t('move')}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
