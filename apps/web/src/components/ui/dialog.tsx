import type { FormEvent, ReactElement, ReactNode } from 'react';
import { AlertDialog, Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { FormError } from './form-field';

/*
 * The one dialog frame of the web app (docs/decisions.md D29). Every modal goes through it:
 * Radix Dialog underneath (focus trap, Escape, labelled by its title), one overlay, one fade-in,
 * one close button, one title/description/body/footer layout. At any width it is the viewport
 * minus 1 rem each side at most, and never taller than the viewport: the body scrolls inside.
 * The content is unmounted while closed, so forms inside start fresh on every open.
 *
 * Usage:
 *   <Dialog open={open} onOpenChange={setOpen} title="Share project" size="lg"
 *     footer={<Button onClick={() => setOpen(false)}>Done</Button>}>
 *     …body…
 *   </Dialog>
 *
 *   const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
 *   <FormDialog open={open} onOpenChange={setOpen} title="Add Event" submitLabel="Add Event"
 *     busyLabel="Adding..." isBusy={mutation.isPending} error={failure}
 *     onSubmit={form.handleSubmit(save)}>
 *     <Field id={…} label="Title" error={form.formState.errors.title?.message}>…</Field>
 *   </FormDialog>
 *
 * ConfirmDialog (confirm-dialog.tsx) is this frame with role="alertdialog".
 */

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZE_CLASS: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-2xl',
};

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  /** The widest the dialog gets: sm 24rem, md 28rem (default), lg 32rem, xl 42rem. */
  size?: DialogSize;
  /**
   * 'alertdialog' for confirmations: no close button, an outside click does not close, focus
   * starts on the AlertDialog.Cancel button placed in the footer.
   */
  role?: 'dialog' | 'alertdialog';
  /** An icon beside the title (ConfirmDialog's warning sign). */
  icon?: ReactNode;
  /** The buttons, laid out once: stacked on phones (first button at the bottom), right-aligned from sm up. */
  footer?: ReactNode;
  /** False while work runs: Escape, an outside click and the close button then do nothing. */
  dismissible?: boolean;
  /** Overrides where focus goes on open (Radix onOpenAutoFocus). */
  onOpenAutoFocus?: (event: Event) => void;
  children?: ReactNode;
}

/** The frame with a plain body (lists, read-only panels, anything that is not one form). */
export function Dialog(props: DialogProps) {
  return (
    <DialogFrame
      {...props}
      wrap={(content) => <div className="flex min-h-0 flex-1 flex-col">{content}</div>}
    />
  );
}

export interface FormDialogProps extends Omit<DialogProps, 'footer'> {
  /** Usually react-hook-form's `form.handleSubmit(save)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The submit button's text while `isBusy` (e.g. 'Saving...'); defaults to submitLabel. */
  busyLabel?: string;
  /** Disables the submit button and shows busyLabel. */
  isBusy?: boolean;
  /** Disables the submit button without the busy text (e.g. nothing chosen yet). */
  submitDisabled?: boolean;
  submitVariant?: 'primary' | 'destructive';
  cancelLabel?: string;
  /** A failure to show above the buttons (the server's answer), in a red box with role="alert". */
  error?: string | null;
  /** Extra buttons shown before Cancel. */
  actions?: ReactNode;
}

/** The frame holding one form: body fields, the failure box, Cancel and the submit button. */
export function FormDialog({
  onSubmit,
  submitLabel,
  busyLabel,
  isBusy = false,
  submitDisabled = false,
  submitVariant = 'primary',
  cancelLabel = 'Cancel',
  error = null,
  actions,
  children,
  ...frame
}: FormDialogProps) {
  const canDismiss = frame.dismissible ?? true;
  const cancel = (
    <Button
      type="button"
      variant="secondary"
      disabled={!canDismiss}
      onClick={isAlert(frame.role) ? undefined : () => frame.onOpenChange(false)}
    >
      {cancelLabel}
    </Button>
  );
  const hasBody = Boolean(error) || (children !== null && children !== undefined && children !== false);
  return (
    <DialogFrame
      {...frame}
      wrap={(content) => (
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
          {content}
        </form>
      )}
      footer={
        <>
          {actions}
          {/* An alert dialog starts with focus on its Cancel (Radix AlertDialog.Cancel). */}
          {isAlert(frame.role) ? <AlertDialog.Cancel asChild>{cancel}</AlertDialog.Cancel> : cancel}
          <Button
            type="submit"
            variant={submitVariant}
            disabled={isBusy || submitDisabled}
            className={cn(isBusy && 'cursor-wait')}
          >
            {isBusy ? (busyLabel ?? submitLabel) : submitLabel}
          </Button>
        </>
      }
    >
      {hasBody ? (
        <div className="space-y-4">
          {children}
          <FormError message={error} />
        </div>
      ) : null}
    </DialogFrame>
  );
}

const isAlert = (role: DialogProps['role']) => role === 'alertdialog';

function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  role = 'dialog',
  icon,
  footer,
  dismissible = true,
  onOpenAutoFocus,
  children,
  wrap,
}: DialogProps & { wrap: (content: ReactNode) => ReactElement }) {
  // AlertDialog is Dialog with its own context, so its parts must come from its own namespace.
  const Parts = (isAlert(role) ? AlertDialog : DialogPrimitive) as typeof DialogPrimitive;
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <Parts.Root open={open} onOpenChange={(next) => (next || dismissible ? onOpenChange(next) : undefined)}>
      <Parts.Portal>
        <Parts.Overlay className="fixed inset-0 z-50 bg-gray-900/40 backdrop-blur-[1px] data-[state=open]:animate-fade-in" />
        <Parts.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-xl bg-white shadow-xl focus:outline-none data-[state=open]:animate-fade-in',
            SIZE_CLASS[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
        >
          <div className={cn('flex shrink-0 items-start gap-4 px-6 pt-5 pb-4', !isAlert(role) && 'pr-14')}>
            {icon ? <div className="shrink-0">{icon}</div> : null}
            <div className="min-w-0 flex-1">
              <Parts.Title className="text-lg font-semibold break-words text-gray-900">{title}</Parts.Title>
              {description ? (
                <Parts.Description className="mt-1 text-sm text-gray-600">{description}</Parts.Description>
              ) : null}
            </div>
          </div>
          {wrap(
            <>
              {/* px/py keep focus rings inside the scrolling area. */}
              {children === null || children === undefined ? null : (
                <div
                  className={cn(
                    'min-h-0 flex-1 overflow-y-auto px-6 py-1',
                    !footer && 'pb-6',
                    icon ? 'sm:pl-20' : null,
                  )}
                >
                  {children}
                </div>
              )}
              {footer ? (
                <div className="flex shrink-0 flex-col-reverse gap-2 px-6 pt-4 pb-5 sm:flex-row sm:justify-end">
                  {footer}
                </div>
              ) : null}
            </>,
          )}
          {/* Last in the DOM so focus starts on the first field, not on the close button. */}
          {isAlert(role) ? null : (
            <DialogPrimitive.Close
              aria-label="Close"
              disabled={!dismissible}
              className="absolute top-5 right-5 cursor-pointer rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-600 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          )}
        </Parts.Content>
      </Parts.Portal>
    </Parts.Root>
  );
}
