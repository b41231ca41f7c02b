import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { PLANNING_MESSAGES } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export interface CreateProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the trimmed name; a rejection keeps the dialog open. */
  onCreate: (name: string) => Promise<void>;
}

/** 'Create New Project', used by the projects screen. */
export function CreateProjectDialog({ open, onOpenChange, onCreate }: CreateProjectDialogProps) {
  const [name, setName] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isCreating) return;
    const trimmed = name.trim();
    // This flow says so on a blank confirm (the button stays enabled).
    if (!trimmed) {
      setError(PLANNING_MESSAGES.projectNameRequired);
      return;
    }
    setError(null);
    setIsCreating(true);
    try {
      await onCreate(trimmed);
      setName('');
      onOpenChange(false);
    } catch {
      // The caller reported the error.
    } finally {
      setIsCreating(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isCreating) return;
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-900/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl data-[state=open]:animate-fade-in">
          <form onSubmit={handleSubmit} noValidate>
            <Dialog.Title className="text-lg font-semibold text-gray-900">Create New Project</Dialog.Title>
            <Dialog.Description asChild>
              <label htmlFor={inputId} className="mt-2 block text-sm text-gray-600">
                Give your new project a name to get started:
              </label>
            </Dialog.Description>
            <Input
              id={inputId}
              className="mt-3"
              placeholder="Project name..."
              value={name}
              autoFocus
              disabled={isCreating}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
                {error}
              </p>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={isCreating}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={isCreating}>
                {isCreating ? 'Creating...' : 'Create Project'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
