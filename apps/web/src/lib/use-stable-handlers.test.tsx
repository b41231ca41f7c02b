import { memo, useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useStableHandlers } from './use-stable-handlers';

let childRenders = 0;
let calledInLayoutEffect: string[] = [];

const Child = memo(function Child({ onPick }: { onPick: (value: string) => void }) {
  // eslint-disable-next-line react-hooks/globals -- the test counts the child's renders
  childRenders += 1;
  return (
    <button type="button" onClick={() => onPick('chosen')}>
      pick
    </button>
  );
});

/** Not memoized: rendered with its parent, its layout effect (before the parent's) calls the handler. */
function LayoutReader({ onLayout }: { onLayout: () => void }) {
  useLayoutEffect(() => {
    onLayout();
  });
  return null;
}

function Parent({ label }: { label: string }) {
  const [picked, setPicked] = useState('');
  const handlers = useStableHandlers({
    onPick: (value: string) => setPicked(`${label}: ${value}`),
    onLayout: () => calledInLayoutEffect.push(label),
  });
  return (
    <>
      <p>{picked}</p>
      <Child onPick={handlers.onPick} />
      <LayoutReader onLayout={handlers.onLayout} />
    </>
  );
}

describe('useStableHandlers', () => {
  it('keeps the functions, so a memoized child is not rendered again, and calls the latest', () => {
    childRenders = 0;
    calledInLayoutEffect = [];
    const { rerender } = render(<Parent label="first" />);
    expect(childRenders).toBe(1);
    rerender(<Parent label="second" />);
    // New closures in the parent, the same props for the child: it is skipped.
    expect(childRenders).toBe(1);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'pick' })));
    expect(screen.getByText('second: chosen')).toBeInTheDocument();
    expect(childRenders).toBe(1);
    expect(calledInLayoutEffect).toEqual(['first', 'second', 'second']);
  });
});
