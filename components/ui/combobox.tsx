'use client';
// A simple accessible combobox (WAI-ARIA "combobox with list autocomplete"): type to filter, arrows to move,
// Enter to choose, Escape to close. For long lists where a native <Select> is too much scrolling.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFieldControl } from './field';
import { inputClasses } from './input';
import { cn } from './cn';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  options: ComboboxOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Default: "No matches" in the reader's language. */
  emptyText?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function Combobox({ options, value, onChange, onBlur, placeholder, disabled, emptyText, ...rest }: ComboboxProps) {
  const t = useTranslations('ui.combobox');
  const aria = useFieldControl(rest);
  const listId = useId();
  const selected = options.find((option) => option.value === value) ?? null;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const text = query ?? selected?.label ?? '';
  const matches = useMemo(() => {
    const needle = (query ?? '').trim().toLowerCase();
    return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  }, [options, query]);

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % Math.max(matches.length, 1));
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setQuery(null);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="relative">
      <input
        {...aria}
        name={rest.name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
          if (!event.target.value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        className={cn(inputClasses, 'pe-11')}
      />
      <ChevronDown className="pointer-events-none absolute top-1/2 end-4 size-5 -translate-y-1/2 text-ink-muted" aria-hidden="true" />
      <ul
        id={listId}
        role="listbox"
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-64 overflow-y-auto rounded-2xl border border-line bg-surface p-1 shadow-card"
      >
        {matches.length === 0 ? <li className="px-3 py-2 text-sm text-ink-muted">{emptyText ?? t('noMatches')}</li> : null}
        {matches.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseMove={() => setActive(index)}
            className={cn('cursor-pointer rounded-xl px-3 py-2 text-ink aria-selected:font-semibold', index === active && 'bg-surface-muted outline-2 outline-focus')}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
