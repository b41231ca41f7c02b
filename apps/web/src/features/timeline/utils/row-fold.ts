/*
 * A map of ids gathered row by row, carried from one change of the rows to the next (docs/decisions.md
 * D73): a drop that moves 499 events of a 10,000-event project changes a few rows, so only those rows
 * are read again and the rest of the map is copied, not rebuilt from every event.
 */

export interface RowFold<S, V> {
  /** Each row's source, by row key, as last read. */
  sources: ReadonlyMap<string, S>;
  /** The ids each row put into the map. */
  ids: ReadonlyMap<string, readonly string[]>;
  map: ReadonlyMap<string, V>;
}

export interface FoldOptions<S, V> {
  /** The entries a row puts into the map. */
  read: (source: S) => Iterable<readonly [string, V]>;
  /** Whether a row's source is unchanged (identity by default). */
  isSame?: (a: S, b: S) => boolean;
}

/**
 * The map for `rows` ([key, source] in order), from the previous fold where rows kept their source:
 * the previous fold itself when no row changed (so memos over the map hold), else a copy with the
 * changed and removed rows' entries replaced. Rebuilt from scratch when most rows changed. Ids are
 * unique across rows (an event sits in one timeline).
 */
export function foldRows<S, V>(
  previous: RowFold<S, V> | undefined,
  rows: Iterable<readonly [string, S]>,
  { read, isSame = Object.is }: FoldOptions<S, V>,
): RowFold<S, V> {
  const sources = new Map<string, S>();
  const changed: string[] = [];
  for (const [key, source] of rows) {
    sources.set(key, source);
    const before = previous?.sources.get(key);
    if (!previous?.sources.has(key) || !isSame(before as S, source)) changed.push(key);
  }
  const removed = previous ? [...previous.sources.keys()].filter((key) => !sources.has(key)) : [];
  if (previous && changed.length === 0 && removed.length === 0) return previous;

  const isPartial = previous !== undefined && changed.length + removed.length <= sources.size / 2;
  const map = new Map<string, V>(isPartial ? previous.map : undefined);
  const ids = new Map<string, readonly string[]>();
  if (isPartial) {
    // Every stale entry goes before any new one is set: an event may have moved between two changed rows.
    for (const key of [...changed, ...removed]) for (const id of previous.ids.get(key) ?? []) map.delete(id);
  }
  const toRead = new Set(isPartial ? changed : sources.keys());
  for (const [key, source] of sources) {
    if (!toRead.has(key)) {
      ids.set(key, previous!.ids.get(key) ?? []);
      continue;
    }
    const rowIds: string[] = [];
    for (const [id, value] of read(source)) {
      map.set(id, value);
      rowIds.push(id);
    }
    ids.set(key, rowIds);
  }
  return { sources, ids, map };
}
