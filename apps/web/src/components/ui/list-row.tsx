import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from './button';
import { Input } from './input';
import { cn } from '@/lib/cn';

/*
 * The pieces of a list of things one can act on — the people a project is shared with, API tokens,
 * sessions, baselines, the event form's "Depends on" — so each list reads and behaves the same.
 */

/** A row's two lines: what it is (truncated), and the details under it. */
export function ItemText({
  primary,
  secondary,
  title,
  className,
  secondaryClassName,
  as: Tag = 'span',
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  /** The full text, for a primary line that may be cut. */
  title?: string;
  className?: string;
  secondaryClassName?: string;
  /** 'div' when the details are blocks of their own (a list of facts); 'span' inside a label. */
  as?: 'span' | 'div';
}) {
  return (
    <Tag className={cn('block min-w-0 flex-1', className)}>
      <span className="block truncate text-sm font-medium text-gray-900" title={title}>
        {primary}
      </span>
      {secondary ? (
        <Tag className={cn('mt-0.5 block text-xs text-gray-500', secondaryClassName)}>{secondary}</Tag>
      ) : null}
    </Tag>
  );
}

/** A row's action (Rename, Delete, Revoke, Sign out): its word on screen, "word item" for screen readers. */
export function RowAction({
  label,
  itemName,
  icon: Icon,
  isDanger = false,
  ...props
}: {
  label: string;
  itemName: string;
  icon?: LucideIcon;
  /** The quiet red look of an action that removes. */
  isDanger?: boolean;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled'>) {
  return (
    <Button
      variant={isDanger ? 'ghost-danger' : 'ghost'}
      size="sm"
      aria-label={`${label} ${itemName}`}
      {...props}
    >
      {Icon ? <Icon className="h-4 w-4" aria-hidden="true" /> : null}
      {label}
    </Button>
  );
}

/** The search box above a list: filters as one types; Enter never sends the form around it. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}

/** The options of a select over a fixed list of values, each shown by its label. */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
