import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { toast } from './toast';

describe('toast (sonner loaded on the first toast)', () => {
  it('shows a toast made before sonner had loaded, and later ones', async () => {
    render(<Toaster />);
    toast.error('Failed to save the event');
    expect(await screen.findByText('Failed to save the event')).toBeInTheDocument();
    toast.success('Event saved', { description: 'Kickoff' });
    expect(await screen.findByText('Event saved')).toBeInTheDocument();
    expect(screen.getByText('Kickoff')).toBeInTheDocument();
  });
});
