import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { markFirstPaint } from '@/lib/after-first-paint';
import { lazyAfterFirstPaint } from './lazy-after-first-paint';

describe('lazyAfterFirstPaint (docs/decisions.md D88)', () => {
  it('fetches the part only after the first paint, then draws it at once on later mounts', async () => {
    let fetches = 0;
    const Arrows = lazyAfterFirstPaint(async () => {
      fetches += 1;
      return ({ label }: { label: string }) => <p>{label}</p>;
    });
    const first = render(<Arrows label="arrows" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).toBe(0);
    expect(screen.queryByText('arrows')).not.toBeInTheDocument();

    markFirstPaint();
    expect(await screen.findByText('arrows')).toBeInTheDocument();
    first.unmount();

    render(<Arrows label="again" />);
    expect(screen.getByText('again')).toBeInTheDocument();
    expect(fetches).toBe(1);
  });
});
