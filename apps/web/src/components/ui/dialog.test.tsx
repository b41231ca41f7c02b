import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, FormDialog } from './dialog';

describe('Dialog', () => {
  it('is labelled by its title, described by its description, and closes from its close button and Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Share project" description="Who may see it.">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share project' });
    expect(dialog).toHaveAccessibleDescription('Who may see it.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cannot be dismissed while not dismissible', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Importing" dismissible={false}>
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.setup().keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('gives the focus back on close to what held it when it opened (it has no Radix trigger)', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onKeyDown={(event) => event.key === 'Enter' && setOpen(true)}>
            Sprint
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Edit Event">
            <input aria-label="Title" />
          </Dialog>
        </>
      );
    }
    render(<Opener />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Sprint' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sprint' })).toHaveFocus());
  });
});

describe('FormDialog', () => {
  it('submits with Enter and the submit button, and Cancel closes', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onOpenChange = vi.fn();
    render(
      <FormDialog
        open
        onOpenChange={onOpenChange}
        title="Create Project"
        submitLabel="Create"
        onSubmit={onSubmit}
      >
        <label>
          Name
          <input />
        </label>
      </FormDialog>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Apollo{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the busy label, disables submit and shows a failure in an alert', () => {
    render(
      <FormDialog
        open
        onOpenChange={() => undefined}
        title="Invite"
        submitLabel="Send Invitation"
        busyLabel="Sending..."
        isBusy
        error="Failed to invite user"
        onSubmit={(event) => event.preventDefault()}
      >
        <p>Fields</p>
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to invite user');
  });
});
