import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { nextSlipSort, type SlipSort } from './slip-cell';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { CHECKBOX_CLASS } from '@/components/ui/check-row';
import { COLUMN_LABELS, type ColumnId, type ColumnWidths } from '../utils/column-widths';

const MIN_COLUMN_WIDTH = 80;
const KEYBOARD_RESIZE_STEP = 10;

/**
 * Widths while a column's edge is dragged: shown live, handed to `onResize` (saved) on release.
 * `shownWidths` is what the grid lays out with.
 */
export function useColumnResize(widths: ColumnWidths, onResize: (column: ColumnId, width: number) => void) {
  const [liveWidths, setLiveWidths] = useState<Partial<ColumnWidths>>({});
  const shownWidths: ColumnWidths = { ...widths, ...liveWidths };

  function startResize(column: ColumnId, event: ReactPointerEvent<HTMLElement>) {
    event.preventDefault();
    const startX = event.clientX;
    const startWidth = shownWidths[column];
    let latest = startWidth;
    const onMove = (moveEvent: PointerEvent) => {
      latest = Math.max(MIN_COLUMN_WIDTH, startWidth + moveEvent.clientX - startX);
      setLiveWidths({ [column]: latest });
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      setLiveWidths({});
      onResize(column, latest);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  }

  return { shownWidths, startResize };
}

interface ColumnHeaderRowProps {
  columns: ColumnId[];
  shownWidths: ColumnWidths;
  onStartResize: (column: ColumnId, event: ReactPointerEvent<HTMLElement>) => void;
  onResize: (column: ColumnId, width: number) => void;
  /** The Slip column sorts (docs/decisions.md D49). */
  slipSort: SlipSort;
  onSortSlip?: (() => void) | undefined;
  /** The selection column's header box (docs/decisions.md D48). */
  selectAll: SelectAllBox;
}

export interface SelectAllBox {
  width: number;
  state: 'none' | 'some' | 'all';
  onChange: (selectAll: boolean) => void;
}

/** Selects (or clears) every event row shown; half-checked while only some are. */
function SelectAllCheckbox({ width, state, onChange }: SelectAllBox) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <div role="columnheader" className="flex h-10 shrink-0 items-center justify-center" style={{ width }}>
      <input
        ref={ref}
        type="checkbox"
        aria-label="Select all events shown"
        className={CHECKBOX_CLASS}
        checked={state === 'all'}
        onChange={() => onChange(state !== 'all')}
      />
    </div>
  );
}

/** The grid's column headers; each edge is a separator that the pointer drags and arrows move. */
export function ColumnHeaderRow({ columns, shownWidths, onStartResize, onResize, slipSort, onSortSlip, selectAll }: ColumnHeaderRowProps) {
  return (
    <div role="row" aria-rowindex={1} className="flex">
      <SelectAllCheckbox {...selectAll} />
      {columns.map((column) => (
        <div
          key={column}
          role="columnheader"
          data-column={column}
          aria-sort={column === 'slip' ? slipSort : undefined}
          style={{ width: shownWidths[column] }}
          className="relative flex h-10 shrink-0 items-center gap-1.5 px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase"
        >
          {column === 'slip' && onSortSlip ? (
            <SlipSortButton sort={slipSort} onSort={onSortSlip} />
          ) : (
            <span className="truncate">{COLUMN_LABELS[column]}</span>
          )}
          {column === 'timeline' ? (
            <span className="rounded bg-gray-200 px-1.5 py-0.5 text-[10px] font-medium tracking-normal text-gray-600 normal-case">
              Grouped
            </span>
          ) : null}
          <div
            role="separator"
            aria-orientation="vertical"
            aria-label={`Resize ${COLUMN_LABELS[column]} column`}
            aria-valuenow={shownWidths[column]}
            aria-valuemin={MIN_COLUMN_WIDTH}
            tabIndex={0}
            onPointerDown={(event) => onStartResize(column, event)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
                event.preventDefault();
                event.stopPropagation();
                const step = event.key === 'ArrowRight' ? KEYBOARD_RESIZE_STEP : -KEYBOARD_RESIZE_STEP;
                onResize(column, shownWidths[column] + step);
              }
            }}
            className="absolute top-0 right-0 z-10 h-full w-2 cursor-col-resize touch-none border-r-2 border-transparent hover:border-brand-400 focus-visible:border-brand-500 focus-visible:outline-none"
          />
        </div>
      ))}
    </div>
  );
}

/** The Slip header's button: no order → earliest first → latest first → the plan's order. */
function SlipSortButton({ sort, onSort }: { sort: SlipSort; onSort: () => void }) {
  const Icon = sort === 'ascending' ? ArrowUp : sort === 'descending' ? ArrowDown : ArrowUpDown;
  const next = nextSlipSort(sort);
  return (
    <button
      type="button"
      onClick={onSort}
      title={next === 'none' ? 'Back to the plan order' : next === 'ascending' ? 'Sort by slip, earliest first' : 'Sort by slip, latest first'}
      className="inline-flex items-center gap-1 rounded font-semibold tracking-wide uppercase hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      {COLUMN_LABELS.slip}
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
    </button>
  );
}
