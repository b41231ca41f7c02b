import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchPreferenceCategory, warnPreferenceFailure, preferenceKeys, savePreference } from '@/api/preferences';
import {
  COLUMN_WIDTH_SAVE_DEBOUNCE_MS,
  clampWidth,
  parseSavedWidths,
  widthsForMode,
  type ColumnId,
  type ColumnWidths,
  type SavedColumnWidths,
  type TableMode,
} from '../utils/column-widths';
import { STORAGE_KEYS, readStored, writeStored } from './use-stored-state';

export const COLUMN_WIDTHS_PREFERENCE = 'column_widths';

/**
 * Column widths: loaded from the table preferences on mount (local copy when the server
 * fails), saved to the server one second after the last change and always to localStorage.
 */
export function useColumnWidths(mode: TableMode) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<SavedColumnWidths>(() =>
    parseSavedWidths(readStored<unknown>(STORAGE_KEYS.columnWidths, {})),
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let isCurrent = true;
    queryClient
      .fetchQuery({
        queryKey: preferenceKeys.category('table'),
        queryFn: ({ signal }) => fetchPreferenceCategory('table', signal),
      })
      .then((values) => {
        const value = values[COLUMN_WIDTHS_PREFERENCE];
        if (isCurrent && value && typeof value === 'object') {
          const parsed = parseSavedWidths(value);
          setSaved(parsed);
          writeStored(STORAGE_KEYS.columnWidths, parsed);
        }
      })
      .catch((error: unknown) => console.warn('Could not load column widths; using the local copy', error));
    return () => {
      isCurrent = false;
    };
  }, [queryClient]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const persist = useCallback((next: SavedColumnWidths) => {
    writeStored(STORAGE_KEYS.columnWidths, next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // The widths stay in local storage either way.
      savePreference('table', COLUMN_WIDTHS_PREFERENCE, next).catch(warnPreferenceFailure);
    }, COLUMN_WIDTH_SAVE_DEBOUNCE_MS);
  }, []);

  // Only changed widths are kept, so a width set in one mode does not pin the other mode's defaults.
  const setWidth = useCallback(
    (column: ColumnId, width: number) => {
      const next: SavedColumnWidths = { ...saved, [column]: clampWidth(width) };
      setSaved(next);
      persist(next);
    },
    [persist, saved],
  );

  const reset = useCallback(() => {
    setSaved({});
    persist({});
  }, [persist]);

  // The same object while nothing changed: the grid's rows area is memoized (docs/decisions.md D105).
  const widths: ColumnWidths = useMemo(() => widthsForMode(saved, mode), [saved, mode]);
  return { widths, setWidth, reset };
}
