import { useMemo, useState } from 'react';
import { slipSortValue, type EventSlip } from '@plotline/shared';
import { nextSlipSort, type SlipSort } from '../components/slip-cell';
import type { TableRow } from '../utils/table-rows';

/**
 * The Slip column's state while a baseline is compared (docs/decisions.md D49): the rows sorted
 * by slip when asked (stable, so each timeline keeps its events' order among equals; the grouping
 * by timeline comes after), and the header's toggle.
 */
export function useSlipColumn(rows: TableRow[], slips: ReadonlyMap<string, EventSlip> | undefined) {
  const [sort, setSort] = useState<SlipSort>('none');
  const sorted = useMemo(() => {
    if (!slips || sort === 'none') return rows;
    const direction = sort === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => direction * (slipSortValue(slips.get(a.id)) - slipSortValue(slips.get(b.id))) || 0);
  }, [rows, slips, sort]);
  return { rows: sorted, sort, toggleSort: () => setSort(nextSlipSort) };
}
