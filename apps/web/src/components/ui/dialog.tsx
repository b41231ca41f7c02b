import { useRef, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { AlertDialog, Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { FormError } from './field';

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
 *   const form = useForm({ resolver: formResolver(schema, wording), defaultValues }); // lib/form-errors.ts
 *   <FormDialog open={open} onOpenChange={setOpen} title="Invite User" submitLabel="Send Invitation"
 *     busyLabel="Sending..." isBusy={mutation.isPending} error={failure}
 *     onSubmit={form.handleSubmit(save)}>
 *     <FormProvider {...form}><TextField name="email" label="Email" /></FormProvider>
 *   </FormDialog>
 *
 * ConfirmDialog (confirm-dialog.tsx) is this frame with role="alertdialog"; NameDialog
 * (name-dialog.tsx) names a new project or timeline; `placement` makes it a bottom sheet or a drawer.
 */

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZE_CLASS: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-2xl',
};

/**
 * Where the frame sits: 'center' (every dialog), 'bottom' (a sheet at most 70% of the viewport
 * high that slides up in SHEET_SLIDE_MS: the calendar's day list on tablets and phones), 'left'
 * (a drawer, at most 85% of the width, sliding in: the phone navigation) or 'right' (a panel 28rem
 * wide, the whole width on phones: the History panel). Sizes apply to 'center'.
 */
export type DialogPlacement = 'center' | 'bottom' | 'left' | 'right';

export const SHEET_SLIDE_MS = 300;

const PLACEMENT_CLASS: Record<DialogPlacement, string> = {
  center:
    'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl shadow-xl data-[state=open]:animate-fade-in',
  bottom: 'inset-x-0 bottom-0 max-h-[70vh] rounded-t-2xl shadow-2xl',
  left: 'inset-y-0 left-0 w-72 max-w-[85vw] shadow-xl data-[state=open]:animate-slide-in-left',
  right: 'inset-y-0 right-0 w-[28rem] max-w-full shadow-xl data-[state=open]:animate-slide-in-right',
};

/** Slides a sheet up from the bottom edge when it mounts (reduced motion: no slide). */
function slideUp(node: HTMLElement | null) {
  if (!node || typeof node.animate !== 'function') return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  node.animate([{ transform: 'translateY(100%)' }, { transform: 'translateY(0)' }], {
    duration: SHEET_SLIDE_MS,
    easing: 'ease-out',
  });
}

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
  /** 'center' unless given; see DialogPlacement. */
  placement?: DialogPlacement;
  /** The close button's accessible name ('Close' unless given, e.g. 'Close menu'). */
  closeLabel?: string;
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
  placement = 'center',
  closeLabel = 'Close',
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
  // Radix gives the focus back to a Dialog.Trigger on close, and we open dialogs without one: it
  // goes back to what held it when the dialog opened instead (the bar or cell whose Enter or
  // Delete opened it; docs/decisions.md D40), when that is still on the page and nothing else
  // has taken the focus meanwhile.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    <Parts.Root open={open} onOpenChange={(next) => (next || dismissible ? onOpenChange(next) : undefined)}>
      <Parts.Portal>
        <Parts.Overlay className="fixed inset-0 z-50 bg-gray-900/40 backdrop-blur-[1px] dark:bg-black/60 data-[state=open]:animate-fade-in" />
        <Parts.Content
          ref={placement === 'bottom' ? slideUp : undefined}
          className={cn(
            'fixed z-50 flex flex-col bg-white focus:outline-none',
            PLACEMENT_CLASS[placement],
            placement === 'center' && SIZE_CLASS[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (!target?.isConnected || target === document.body) return;
            event.preventDefault();
            // Not when the focus has been put somewhere else while the dialog was closing.
            const active = document.activeElement;
            if (active === null || active === document.body) target.focus({ preventScroll: true });
          }}
        >
          {placement === 'bottom' ? (
            <div className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-gray-300" aria-hidden="true" />
          ) : null}
          {/*
            The title lines up with the body (px-6) in every placement. Only the title keeps clear of
            the close button; the description below it runs the body's full width.
          */}
          <div
            className={cn(
              'flex shrink-0 items-start gap-4 px-6',
              placement === 'center' ? 'pt-5 pb-4' : 'border-b border-gray-100 py-3',
            )}
          >
            {/* 2.5rem wide from sm up, so the body's sm:pl-20 (1.5 + 2.5 + 1 rem) starts under the title. */}
            {icon ? <div className="flex shrink-0 justify-center sm:w-10">{icon}</div> : null}
            <div className="min-w-0 flex-1">
              <Parts.Title className={cn('text-lg font-semibold break-words text-gray-900', !isAlert(role) && 'pr-8')}>
                {title}
              </Parts.Title>
              {description ? (
                <Parts.Description className="mt-1 text-sm text-pretty text-gray-600">{description}</Parts.Description>
              ) : null}
            </div>
          </div>
          {wrap(
            <>
              {/* px/py keep focus rings inside the scrolling area. */}
              {children === null || children === undefined ? null : (
                <div
                  className={cn(
                    'min-h-0 flex-1 overflow-y-auto py-1',
                    // A drawer's links carry their own px-3: their text lines up with the title.
                    placement === 'left' ? 'px-3' : 'px-6',
                    !footer && 'pb-6',
                    icon ? 'sm:pl-20' : null,
                  )}
                >
                  {children}
                </div>
              )}
              {footer ? (
                <div
                  className={cn(
                    'flex shrink-0 flex-col-reverse gap-2 sm:flex-row sm:justify-end',
                    placement === 'center' ? 'px-6 pt-4 pb-5' : 'border-t border-gray-200 p-3',
                  )}
                >
                  {footer}
                </div>
              ) : null}
            </>,
          )}
          {/* Last in the DOM so focus starts on the first field, not on the close button. */}
          {isAlert(role) ? null : (
            <DialogPrimitive.Close
              aria-label={closeLabel}
              disabled={!dismissible}
              className={cn(
                'absolute cursor-pointer rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-600 disabled:cursor-not-allowed disabled:opacity-50',
                placement === 'center'
                  ? 'top-5 right-5'
                  : placement === 'bottom'
                    ? 'top-6 right-3'
                    : 'top-3 right-3',
              )}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          )}
        </Parts.Content>
      </Parts.Portal>
    </Parts.Root>
  );
}
