import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Input } from './input';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button and a warning icon, for actions that delete or cannot be undone. */
  isDestructive?: boolean;
  /** When set, the user must type this phrase exactly before confirming. */
  confirmPhrase?: string;
  /**
   * Runs on confirm. A returned promise shows 'Processing...' until it settles; the dialog closes
   * when it resolves and stays open when it rejects (the caller reports the error).
   */
  onConfirm: () => void | Promise<void>;
  /** Force the busy state from outside (e.g. a mutation's isPending). */
  isProcessing?: boolean;
}

export const confirmPhrasePrompt = (phrase: string) => `Type "${phrase}" to confirm:`;
export const confirmPhraseMismatch = (phrase: string) => `Please type exactly: "${phrase}"`;

/** A generic confirmation; replaces the browser's confirm() (docs/decisions.md D25.9). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {/* Remounted on every open so the typed phrase and errors start fresh. */}
      {props.open ? <ConfirmDialogContent {...props} /> : null}
    </AlertDialog.Root>
  );
}

function ConfirmDialogContent({
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  isDestructive = false,
  confirmPhrase,
  onConfirm,
  isProcessing: isProcessingProp = false,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [phraseError, setPhraseError] = useState<string | null>(null);
  const [isRunning, setIsRunning] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const isProcessing = isProcessingProp || isRunning;
  const hasPhrase = confirmPhrase !== undefined && confirmPhrase !== '';
  const isPhraseMatched = !hasPhrase || typed === confirmPhrase;

  async function handleConfirm(event?: FormEvent) {
    event?.preventDefault();
    if (isProcessing) return;
    if (!isPhraseMatched) {
      setPhraseError(confirmPhraseMismatch(confirmPhrase ?? ''));
      return;
    }
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      if (!isProcessingProp) onOpenChange(false);
      return;
    }
    setIsRunning(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Stays open so the user can retry or cancel; the caller has shown the error.
    } finally {
      setIsRunning(false);
    }
  }

  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-gray-900/40 backdrop-blur-[1px] data-[state=open]:animate-fade-in" />
      <AlertDialog.Content
        className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl data-[state=open]:animate-fade-in"
        onEscapeKeyDown={(event) => {
          if (isProcessing) event.preventDefault();
        }}
      >
        <form onSubmit={handleConfirm} noValidate>
          <div className="flex gap-4">
            {isDestructive ? (
              <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600">
                <TriangleAlert className="h-5 w-5" aria-hidden="true" />
              </div>
            ) : null}
            <div className="min-w-0 flex-1">
              <AlertDialog.Title className="text-lg font-semibold text-gray-900">{title}</AlertDialog.Title>
              {description ? (
                <AlertDialog.Description className="mt-2 text-sm text-gray-600">{description}</AlertDialog.Description>
              ) : (
                <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
              )}
              {hasPhrase ? (
                <div className="mt-4">
                  <label htmlFor={inputId} className="block text-sm font-medium text-gray-700">
                    {confirmPhrasePrompt(confirmPhrase)}
                  </label>
                  <Input
                    id={inputId}
                    className="mt-1.5"
                    value={typed}
                    autoComplete="off"
                    spellCheck={false}
                    disabled={isProcessing}
                    aria-invalid={phraseError ? true : undefined}
                    aria-describedby={phraseError ? errorId : undefined}
                    onChange={(event) => {
                      setTyped(event.target.value);
                      if (phraseError && event.target.value === confirmPhrase) setPhraseError(null);
                    }}
                    onBlur={() => {
                      if (typed !== '' && typed !== confirmPhrase) setPhraseError(confirmPhraseMismatch(confirmPhrase));
                    }}
                  />
                  {phraseError ? (
                    <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
                      {phraseError}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={isProcessing}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* A submit button rather than AlertDialog.Action: Action would close before async work finishes. */}
            <Button
              type="submit"
              variant={isDestructive ? 'destructive' : 'primary'}
              disabled={isProcessing || !isPhraseMatched}
              className={cn(isProcessing && 'cursor-wait')}
            >
              {isProcessing ? 'Processing...' : confirmLabel}
            </Button>
          </div>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
