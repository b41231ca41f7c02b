import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_COLOR } from '@plotline/shared';
import { CreateProjectDialog, CreateTimelineDialog } from './create-dialogs';

describe('CreateProjectDialog', () => {
  it("says 'Please enter a project name' on a blank confirm and sends nothing; a name is sent trimmed", async () => {
    const onCreate = vi.fn(async () => {});
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<CreateProjectDialog open onOpenChange={onOpenChange} onCreate={onCreate} />);
    const create = screen.getByRole('button', { name: 'Create Project' });
    // The button stays enabled; the blank confirm is answered with the message.
    expect(create).toBeEnabled();
    await user.type(screen.getByPlaceholderText('Project name...'), '   ');
    await user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a project name');
    expect(screen.getByPlaceholderText('Project name...')).toHaveAttribute('aria-invalid', 'true');
    expect(onCreate).not.toHaveBeenCalled();

    await user.type(screen.getByPlaceholderText('Project name...'), ' Voyager ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(create);
    expect(onCreate).toHaveBeenCalledWith('Voyager');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});

describe('CreateTimelineDialog', () => {
  it("says 'Please enter a timeline name' on a blank confirm; a name within the API's limit is sent trimmed with its colour", async () => {
    const onCreate = vi.fn();
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<CreateTimelineDialog open onOpenChange={onOpenChange} onCreate={onCreate} />);
    expect(screen.getByRole('dialog', { name: 'Create New Timeline' })).toHaveTextContent('Give your new timeline a name:');
    const name = screen.getByLabelText('Timeline name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('maxLength', '120');
    await user.click(screen.getByRole('button', { name: 'Create Timeline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a timeline name');
    expect(onCreate).not.toHaveBeenCalled();

    await user.type(name, ' Backend ');
    await user.click(screen.getByRole('button', { name: 'Create Timeline' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Backend', DEFAULT_COLOR));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('CreateProjectDialog in the calendar', () => {
  it('does nothing on a blank confirm (the spec) and says nothing', async () => {
    const onCreate = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<CreateProjectDialog open onOpenChange={vi.fn()} onCreate={onCreate} isBlankIgnored />);
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create New Project' })).toBeInTheDocument();
  });
});
