import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from './modal';

/** A one-field dialog for naming a new timeline or project. */
export function NameDialog({
  open,
  onOpenChange,
  title,
  label,
  requiredMessage,
  submitLabel,
  isPending = false,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  /** Said on a blank confirm, in the spec's words (PLANNING_MESSAGES.projectNameRequired, …). */
  requiredMessage: string;
  submitLabel: string;
  isPending?: boolean;
  onSubmit: (name: string) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      {open ? (
        <NameForm
          label={label}
          requiredMessage={requiredMessage}
          submitLabel={submitLabel}
          isPending={isPending}
          onCancel={() => onOpenChange(false)}
          onSubmit={onSubmit}
        />
      ) : null}
    </Modal>
  );
}

function NameForm({
  label,
  requiredMessage,
  submitLabel,
  isPending,
  onCancel,
  onSubmit,
}: {
  label: string;
  requiredMessage: string;
  submitLabel: string;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(requiredMessage);
      return;
    }
    onSubmit(name.trim());
  }
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div>
        <Label htmlFor="name-dialog-input">{label}</Label>
        <Input
          id="name-dialog-input"
          className="mt-1.5"
          value={name}
          maxLength={255}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
        {error ? (
          <p role="alert" className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
