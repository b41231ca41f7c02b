import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/load-once';
import { lazyWithFallback } from './lazy-with-fallback';

/* A screen drawn from state rather than Suspense (docs/decisions.md D91). */

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyWithFallback', () => {
  it('shows the fallback until the chunk is in, then the component, in the commit that follows its arrival', async () => {
    const chunk = deferred<typeof Greeting>();
    const Lazy = lazyWithFallback(
      loadOnce(() => chunk.promise),
      <p>Loading…</p>,
    );
    render(<Lazy name="Ada" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => chunk.resolve(Greeting));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('draws the component in its first render once the chunk is loaded, never the fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const chunk = loadOnce(load);
    await chunk.load();
    const Lazy = lazyWithFallback(chunk, <p>Loading…</p>);
    render(<Lazy name="Grace" />);
    // Found without waiting: render() commits once, synchronously.
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a chunk that failed to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = deferred<typeof Greeting>();
    const Lazy = lazyWithFallback(
      loadOnce(() => chunk.promise),
      <p>Loading…</p>,
    );
    render(
      <Boundary>
        <Lazy name="Ada" />
      </Boundary>,
    );
    await act(async () => chunk.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    vi.restoreAllMocks();
  });
});
