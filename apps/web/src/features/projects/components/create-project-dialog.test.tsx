import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateProjectDialog } from './create-project-dialog';

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
