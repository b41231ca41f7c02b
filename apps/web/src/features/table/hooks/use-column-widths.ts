import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchPreferenceCategory, preferenceKeys, savePreference } from '@/api/preferences';
import {
  COLUMN_WIDTH_SAVE_DEBOUNCE_MS,
  clampWidth,
  defaultColumnWidths,
  widthsForMode,
  type ColumnId,
  type ColumnWidths,
  type SavedColumnWidths,
  type TableMode,
} from '../utils/column-widths';
import { STORAGE_KEYS, readStored, writeStored } from './use-stored-state';

export const COLUMN_WIDTHS_PREFERENCE = 'column_widths';

/**
 * Column widths per mode: loaded from the table preferences on mount (local copy when the server
 * fails), saved to the server one second after the last change and always to localStorage.
 */
export function useColumnWidths(mode: TableMode) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<SavedColumnWidths>(() => readStored<SavedColumnWidths>(STORAGE_KEYS.columnWidths, {}));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let isCurrent = true;
    queryClient
      .fetchQuery({ queryKey: preferenceKeys.category('table'), queryFn: ({ signal }) => fetchPreferenceCategory('table', signal) })
      .then((values) => {
        const value = values[COLUMN_WIDTHS_PREFERENCE];
        if (isCurrent && value && typeof value === 'object') {
          setSaved(value as SavedColumnWidths);
          writeStored(STORAGE_KEYS.columnWidths, value);
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
      savePreference('table', COLUMN_WIDTHS_PREFERENCE, next).catch((error: unknown) =>
        console.warn('Could not save column widths; kept locally', error),
      );
    }, COLUMN_WIDTH_SAVE_DEBOUNCE_MS);
  }, []);

  const setWidth = useCallback(
    (column: ColumnId, width: number) => {
      const next: SavedColumnWidths = {
        ...saved,
        [mode]: { ...widthsForMode(saved, mode), [column]: clampWidth(width) },
      };
      setSaved(next);
      persist(next);
    },
    [mode, persist, saved],
  );

  const reset = useCallback(() => {
    const next: SavedColumnWidths = { ...saved, [mode]: defaultColumnWidths(mode === 'standard') };
    setSaved(next);
    persist(next);
  }, [mode, persist, saved]);

  const widths: ColumnWidths = widthsForMode(saved, mode);
  return { widths, setWidth, reset };
}
