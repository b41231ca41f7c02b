import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { initials, LiveIndicator } from './live-indicator';

const viewer = (id: string, name: string, picture: string | null = null) => ({ id, name, picture });

describe('LiveIndicator', () => {
  it("says 'Live' in a status region, and 'Reconnecting…' when the stream is lost", () => {
    const { rerender } = render(<LiveIndicator status="live" viewers={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Live$/);
    rerender(<LiveIndicator status="reconnecting" viewers={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Reconnecting…$/);
    // Connecting or off: the region stays (so the next change is announced) but says nothing.
    rerender(<LiveIndicator status="off" viewers={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(screen.queryByRole('list', { name: 'Also viewing' })).not.toBeInTheDocument();
  });

  it('shows initials without a picture and the picture otherwise, named for screen readers and as a tooltip', () => {
    render(
      <LiveIndicator
        status="live"
        viewers={[viewer('a', 'Grace Hopper'), viewer('b', 'Alan Turing', 'https://example.com/alan.png')]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Also viewing' });
    const grace = within(list).getByRole('img', { name: 'Grace Hopper' });
    expect(grace).toHaveTextContent('GH');
    expect(grace).toHaveAttribute('title', 'Grace Hopper');
    const alan = within(list).getByRole('img', { name: 'Alan Turing' });
    const picture = alan.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://example.com/alan.png');
    // A picture that fails to load falls back to initials.
    fireEvent.error(picture!);
    expect(within(list).getByRole('img', { name: 'Alan Turing' })).toHaveTextContent('AT');
  });

  it("shows at most four avatars, then '+N' naming the rest", () => {
    const names = [
      'Ada Lovelace',
      'Grace Hopper',
      'Alan Turing',
      'Edsger Dijkstra',
      'Barbara Liskov',
      'Donald Knuth',
    ];
    render(<LiveIndicator status="live" viewers={names.map((name, index) => viewer(String(index), name))} />);
    const list = screen.getByRole('list', { name: 'Also viewing' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const more = within(list).getByRole('img', { name: '2 more: Barbara Liskov, Donald Knuth' });
    expect(more).toHaveTextContent('+2');
    expect(within(list).queryByRole('img', { name: 'Barbara Liskov' })).not.toBeInTheDocument();
  });

  it('makes initials from the first and last word', () => {
    expect(initials('Grace Brewster Hopper')).toBe('GH');
    expect(initials('  plato ')).toBe('P');
    expect(initials('')).toBe('?');
  });
});
