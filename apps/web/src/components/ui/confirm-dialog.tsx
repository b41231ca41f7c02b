import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { FormDialog } from './dialog';
import { Input } from './input';
import { useSettledClose } from './use-settled-close';
import { mountedWhileOpen } from './while-open';

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


export interface ConfirmForProps<Item> extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm' | 'title' | 'description'> {
  /** What the question is about (the row whose button was pressed); null keeps the dialog closed. */
  item: Item | null;
  /** The dialog closed (cancelled or done): forget the item. */
  onClose: () => void;
  title: string | ((item: Item) => string);
  /** The question, or the question about this item. */
  description?: ReactNode | ((item: Item) => ReactNode);
  onConfirm: (item: Item) => void | Promise<void>;
}

/** The confirmation of an action on one item of a list (delete this user, revoke this token): open while `item` is set. */
export function ConfirmFor<Item>({ item, onClose, title, description, onConfirm, ...props }: ConfirmForProps<Item>) {
  if (item === null) return null;
  return (
    <ConfirmDialog
      {...props}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={typeof title === 'function' ? title(item) : title}
      description={typeof description === 'function' ? description(item) : description}
      onConfirm={() => onConfirm(item)}
    />
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
  const { isRunning, settle } = useSettledClose(onOpenChange);
  const inputId = useId();
  const errorId = useId();
  const isProcessing = isProcessingProp || isRunning;
  const hasPhrase = confirmPhrase !== undefined && confirmPhrase !== '';
  const isPhraseMatched = !hasPhrase || typed === confirmPhrase;

  function handleConfirm(event?: FormEvent) {
    event?.preventDefault();
    if (isProcessing) return;
    if (!isPhraseMatched) {
      setPhraseError(confirmPhraseMismatch(confirmPhrase ?? ''));
      return;
    }
    if (!settle(onConfirm()) && !isProcessingProp) onOpenChange(false);
  }

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="md"
      title={title}
      description={description}
      icon={
        isDestructive ? (
          <div className="flex h-10 w-10 items-center justify-center rounded-full bg-red-100 text-red-600">
            <TriangleAlert className="h-5 w-5" aria-hidden="true" />
          </div>
        ) : undefined
      }
      dismissible={!isProcessing}
      onSubmit={handleConfirm}
      submitLabel={confirmLabel}
      busyLabel="Processing..."
      isBusy={isProcessing}
      submitDisabled={!isPhraseMatched}
      submitVariant={isDestructive ? 'destructive' : 'primary'}
      cancelLabel={cancelLabel}
    >
      {hasPhrase ? (
        <div>
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
              if (typed !== '' && typed !== confirmPhrase)
                setPhraseError(confirmPhraseMismatch(confirmPhrase));
            }}
          />
          {phraseError ? (
            <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
              {phraseError}
            </p>
          ) : null}
        </div>
      ) : null}
    </FormDialog>
  );
}

/**
 * A generic confirmation; replaces the browser's confirm() (docs/decisions.md D25.9); the one dialog
 * frame with role alertdialog (D29). Mounted per open, so the typed phrase and errors start fresh.
 */
export const ConfirmDialog = mountedWhileOpen(ConfirmDialogContent);
