import { History, Redo2, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyWhenOpen } from '@/components/lazy/lazy-when-open';
import type { HistoryListState } from './history-panel';
import { REDO_KEYS, UNDO_KEYS, useUndoShortcuts, type UndoDirection } from './undo-shortcuts';

/*
 * Undo, Redo and History for a toolbar (docs/decisions.md D47), in the contract's order after the
 * view's own tools. Undo and Redo take back (or do again) the signed-in user's own latest operation
 * in the project, also from the keyboard; History opens the panel for every reader. The state comes
 * from api/planning's useHistoryTools:
 *
 *   const historyTools = useHistoryTools(projectId, project);
 *   <HistoryTools {...historyTools} canEdit={access.canEdit} />
 */

export interface UndoRedoState {
  run: (direction: UndoDirection) => void;
  isPending: boolean;
  isExhausted: Record<UndoDirection, boolean>;
  nothingLeft: Record<UndoDirection, string>;
}

export interface HistoryToolsProps {
  undoRedo: UndoRedoState;
  history: HistoryListState;
  hasProject: boolean;
  /** Undo and Redo need the edit right; readers get History alone. */
  canEdit: boolean;
  /** The toolbar's button size (the table's are h-9, and square icon buttons on phones). */
  className?: string;
}

// The panel's code loads when History is first opened (docs/decisions.md D59).
const HistoryPanel = lazyWhenOpen(
  () => import('./history-panel').then((m) => m.HistoryPanel),
  (props: HistoryListState) => props.isOpen,
);

const LABEL: Record<UndoDirection, string> = { undo: 'Undo', redo: 'Redo' };
const HINT: Record<UndoDirection, string> = { undo: 'Undo your last change (Ctrl+Z)', redo: 'Redo (Ctrl+Shift+Z)' };
const ICON = { undo: Undo2, redo: Redo2 };

export function HistoryTools({ undoRedo, history, hasProject, canEdit, className }: HistoryToolsProps) {
  const canUndo = canEdit && hasProject;
  useUndoShortcuts(undoRedo.run, canUndo);

  const undoButton = (direction: UndoDirection) => {
    const Icon = ICON[direction];
    const isExhausted = undoRedo.isExhausted[direction];
    return (
      <Button
        variant="secondary"
        size="sm"
        className={className}
        onClick={() => undoRedo.run(direction)}
        disabled={isExhausted || !hasProject}
        aria-busy={undoRedo.isPending || undefined}
        aria-keyshortcuts={direction === 'undo' ? UNDO_KEYS : REDO_KEYS}
        aria-label={LABEL[direction]}
        title={isExhausted ? undoRedo.nothingLeft[direction] : HINT[direction]}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{LABEL[direction]}</span>
      </Button>
    );
  };

  return (
    <>
      {/* Drawn while the project loads too, so the toolbar does not shift when it comes in (D94). */}
      {canEdit ? undoButton('undo') : null}
      {canEdit ? undoButton('redo') : null}
      <Button
        variant="secondary"
        size="sm"
        className={className}
        onClick={() => history.setOpen(true)}
        disabled={!hasProject}
        aria-haspopup="dialog"
        aria-label="History"
      >
        <History className="h-4 w-4" aria-hidden="true" />
        <span className="max-sm:sr-only">History</span>
      </Button>
      <HistoryPanel {...history} />
    </>
  );
}
