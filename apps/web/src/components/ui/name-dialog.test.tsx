import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fillFields, renderOpenDialog } from '@/test/dialogs';
import { NameDialog } from './name-dialog';

describe('NameDialog', () => {
  it('does nothing on a blank confirm when no sentence is given (the calendar), and sends the name trimmed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderOpenDialog(
      (frame) => (
        <NameDialog
          {...frame}
          title="Create New Timeline"
          label="Give your new timeline a name:"
          submitLabel="Create Timeline"
          onSubmit={onSubmit}
        />
      ),
      'Create New Timeline',
    );
    const field = screen.getByLabelText('Give your new timeline a name:');
    expect(field).toHaveFocus();
    await user.type(field, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' Backend {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Backend');
  });

  it('stays open and usable when the returned promise rejects', async () => {
    const { user, dialog, onOpenChange } = renderOpenDialog(
      (frame) => (
        <NameDialog
          {...frame}
          title="Create New Project"
          label="Project name"
          submitLabel="Create Project"
          requiredMessage="Please enter a project name"
          onSubmit={() => Promise.reject(new Error('taken'))}
        />
      ),
      'Create New Project',
    );
    await fillFields(user, dialog, { 'Project name': 'Apollo' });
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
