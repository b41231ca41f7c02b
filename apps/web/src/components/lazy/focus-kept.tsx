import { Component, type ReactNode } from 'react';
import { focusPlace, restoreFocus, type FocusPlace } from '@/lib/focus-path';

/**
 * Gives the focus back to its place when a change of `across` mounts the children again with the
 * same markup (lib/focus-path.ts, docs/decisions.md D80, D92). The place is noted in the commit itself,
 * just before the old elements leave, so a render spread over several tasks (a transition) cannot
 * note it before the focus moves on.
 */
export class FocusKept extends Component<{ across: unknown; children: ReactNode }> {
  override getSnapshotBeforeUpdate(previous: Readonly<{ across: unknown }>): FocusPlace | null {
    return previous.across === this.props.across ? null : focusPlace();
  }

  override componentDidUpdate(_previous: unknown, _state: unknown, place: FocusPlace | null): void {
    restoreFocus(place);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
