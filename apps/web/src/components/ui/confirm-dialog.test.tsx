import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderOpenDialog } from '@/test/dialogs';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const rendered = renderOpenDialog(
    (frame) => (
      <ConfirmDialog
        {...frame}
        title="Delete project"
        description="This cannot be undone."
        confirmLabel="Delete"
        isDestructive
        onConfirm={onConfirm}
        {...props}
      />
    ),
    props.title ?? 'Delete project',
    'alertdialog',
  );
  return { ...rendered, onConfirm };
}

describe('ConfirmDialog', () => {
  it('keeps confirm disabled until the phrase is typed exactly', async () => {
    const { onConfirm, onOpenChange, user } = renderDialog({ confirmPhrase: 'Apollo' });
    const input = screen.getByLabelText('Type "Apollo" to confirm:');
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();

    await user.type(input, 'apollo');
    expect(confirm).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please type exactly: "Apollo"');

    await user.clear(input);
    await user.type(input, 'Apollo');
    expect(confirm).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows Processing... while an async confirm runs and stays open if it fails', async () => {
    let reject!: (error: Error) => void;
    const { onOpenChange, user } = renderDialog({
      onConfirm: () =>
        new Promise<void>((_resolve, fail) => {
          reject = fail;
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    reject(new Error('nope'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('uses destructive styling only when asked', () => {
    renderDialog({ isDestructive: false, confirmLabel: 'Continue' });
    expect(screen.getByRole('alertdialog', { name: 'Delete project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' }).className).not.toContain('bg-red-600');
  });
});
