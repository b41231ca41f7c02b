import { useCallback, useState } from 'react';

/** Local-only memory of the table: the key names are ours. */
export const STORAGE_KEYS = {
  headersMode: 'plotline.table.timelineHeaders',
  collapsed: 'plotline.table.collapsedTimelines',
  columnWidths: 'plotline.table.columnWidths',
} as const;

export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the choice lasts for this visit only.
  }
}

/** useState that also lives in localStorage. */
export function useStoredState<T>(key: string, fallback: T, isValid: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(() => {
    const stored = readStored<unknown>(key, fallback);
    return isValid(stored) ? stored : fallback;
  });
  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        writeStored(key, resolved);
        return resolved;
      });
    },
    [key],
  );
  return [value, update] as const;
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
