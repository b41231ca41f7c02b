import { useId, useState, type FormEvent } from 'react';
import { Popover } from '@/components/lazy/lazy-radix';
import { DEPENDENCY_TYPES, MAX_LAG_DAYS, type DependencyType, type PlanningDependency } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { Field, fieldControl, SELECT_CLASS } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { humanLabel } from '@/lib/format';

/*
 * What the selected arrow offers (docs/decisions.md D51): "Edit dependency", a small dialog to change
 * its type and lag (PUT …/dependencies/{id}), and "Remove dependency" (for touch screens without a
 * Delete key). Enter on the selected arrow opens the dialog too; Escape closes it and the focus goes
 * back to the Edit button.
 */

export interface DependencyChange {
  type: DependencyType;
  lagDays: number;
}

export interface DependencyActionsProps {
  dependency: PlanningDependency;
  fromTitle: string;
  toTitle: string;
  /** Where the buttons go: a point of the arrow, in the layer's pixels. */
  at: [number, number];
  isEditing: boolean;
  onEditingChange: (isEditing: boolean) => void;
  onSave: (change: DependencyChange) => void;
  onRemove: () => void;
}

/** What each type means, under the picker. */
const TYPE_HINTS: Record<DependencyType, string> = {
  finish_to_start: 'starts after the predecessor finishes',
  start_to_start: 'starts when the predecessor starts, or later',
  finish_to_finish: 'finishes when the predecessor finishes, or later',
  start_to_finish: 'finishes when the predecessor starts, or later',
};

export function DependencyActions({ dependency, fromTitle, toTitle, at, isEditing, onEditingChange, onSave, onRemove }: DependencyActionsProps) {
  const [x, y] = at;
  return (
    // Above the arrow, or below it near the board's top edge, where the board would clip them.
    <div className="pointer-events-auto absolute flex gap-1" data-dependency-remove style={{ left: x + 6, top: y >= 40 ? y - 34 : y + 8 }}>
      <Popover.Root open={isEditing} onOpenChange={onEditingChange}>
        <Popover.Trigger asChild>
          <Button type="button" size="sm" variant="secondary" className="shadow" aria-haspopup="dialog">
            Edit dependency
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            role="dialog"
            aria-label={`Edit dependency: ${fromTitle} → ${toTitle}`}
            data-dependency-remove
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-40 w-[min(20rem,calc(100vw-1rem))] rounded-lg border border-gray-200 bg-white p-3 text-sm shadow-lg"
          >
            <DependencyForm
              key={`${dependency.id}-${dependency.version}`}
              dependency={dependency}
              fromTitle={fromTitle}
              toTitle={toTitle}
              onCancel={() => onEditingChange(false)}
              onSave={(change) => {
                onEditingChange(false);
                if (change.type !== dependency.type || change.lagDays !== dependency.lagDays) onSave(change);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <Button type="button" size="sm" variant="secondary" className="shadow" onClick={onRemove}>
        Remove dependency
      </Button>
    </div>
  );
}

/** 'Finish to start': how the picker and the arrows' names say a type. */
export function typeLabel(type: DependencyType): string {
  const words = humanLabel(type).toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A whole number of days within the API's bounds, or the reason it is not. */
export function parseLag(text: string): { lagDays: number } | { error: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value)) return { error: 'Lag must be a whole number of days' };
  if (Math.abs(value) > MAX_LAG_DAYS) return { error: `Lag must be between -${MAX_LAG_DAYS} and ${MAX_LAG_DAYS} days` };
  return { lagDays: value };
}

function DependencyForm({
  dependency,
  fromTitle,
  toTitle,
  onCancel,
  onSave,
}: {
  dependency: PlanningDependency;
  fromTitle: string;
  toTitle: string;
  onCancel: () => void;
  onSave: (change: DependencyChange) => void;
}) {
  const typeId = useId();
  const lagId = useId();
  const [type, setType] = useState<DependencyType>(dependency.type);
  const [lag, setLag] = useState(String(dependency.lagDays));
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLag(lag);
    if ('error' in parsed) setError(parsed.error);
    else onSave({ type, lagDays: parsed.lagDays });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="font-semibold break-words text-gray-900">
        {fromTitle} → {toTitle}
      </p>
      <Field id={typeId} label="Type" hint={`${toTitle} ${TYPE_HINTS[type]}`}>
        <select
          className={SELECT_CLASS}
          value={type}
          onChange={(event) => setType(event.target.value as DependencyType)}
          {...fieldControl(typeId, undefined, true)}
        >
          {DEPENDENCY_TYPES.map((value) => (
            <option key={value} value={value}>
              {typeLabel(value)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={lagId} label="Lag (days)" error={error} hint="Days between the two ends; negative for an overlap">
        <Input
          type="number"
          inputMode="numeric"
          step={1}
          value={lag}
          onChange={(event) => {
            setLag(event.target.value);
            setError(undefined);
          }}
          {...fieldControl(lagId, error, true)}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm">
          Save
        </Button>
      </div>
    </form>
  );
}
