'use client';
// The location editor's dialogs: add or edit (name and tag), and Move to… — the keyboard alternative to dragging: a new
// parent and a place among its children.
import { useState } from 'react';
import type { AdminLocation } from '@/lib/locations/types';
import { childrenOf, flatten, isWithin } from '@/lib/locations/tree-ops';
import { LOCATION_LEVELS } from '@/lib/leaderboards/constants';
import { Button, Dialog, DialogActions, Field, FormErrors, Input, Select } from '@/components/ui';

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
  const [name, setName] = useState(initial.name);
  const [tag, setTag] = useState(initial.tag ?? '');
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ name: name.trim(), tag: tag.trim() || null });
      }}
    >
      <FormErrors messages={errors} />
      <Field label="Name">
        <Input value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} autoComplete="off" />
      </Field>
      <Field label="Tag" description="Custom prompts can be asked by tag (e.g. a region's code).">
        <Input value={tag} onChange={(e) => setTag(e.target.value)} maxLength={60} autoComplete="off" />
      </Field>
      <DialogActions>
        <Button type="button" variant="ghost" onClick={onClose}>Cancel</Button>
        <Button type="submit" loading={busy}>Save</Button>
      </DialogActions>
    </form>
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
  const [parent, setParent] = useState(moving.parent_location_id === null ? '' : String(moving.parent_location_id));
  const [index, setIndex] = useState(() => childrenOf(tree, moving.parent_location_id).findIndex((c) => c.id === moving.id));
  const parentId = parent === '' ? null : Number(parent);
  // A location may go under any other that is not itself or below it, and not deeper than three levels.
  const height = (n: AdminLocation): number => 1 + Math.max(0, ...n.locations.map(height));
  const choices = flatten(tree).filter(({ node, depth }) => !isWithin(moving, node.id) && depth + 1 + height(moving) <= LOCATION_LEVELS);
  const siblings = childrenOf(tree, parentId).filter((c) => c.id !== moving.id);
  return (
    <Dialog open onClose={onClose} title={`Move ${moving.name}`} description="Choose where it goes: under which location, and before which of its children.">
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onMove(parentId, index);
        }}
      >
        <Field label="Under">
          <Select value={parent} onChange={(e) => { setParent(e.target.value); setIndex(0); }}>
            <option value="">Top level</option>
            {choices.map(({ node, depth }) => <option key={node.id} value={node.id}>{`${'— '.repeat(depth)}${node.name}`}</option>)}
          </Select>
        </Field>
        <Field label="Position">
          <Select value={String(index)} onChange={(e) => setIndex(Number(e.target.value))}>
            {siblings.map((s, i) => <option key={s.id} value={i}>{`Before ${s.name}`}</option>)}
            <option value={siblings.length}>Last</option>
          </Select>
        </Field>
        <DialogActions>
          <Button type="button" variant="ghost" onClick={onClose}>Cancel</Button>
          <Button type="submit" loading={busy}>Move</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
