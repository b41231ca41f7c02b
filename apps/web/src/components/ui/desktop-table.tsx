import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DesktopTableProps {
  /** The column titles, in order; a column titled 'Actions' is aligned right. */
  headers: readonly string[];
  /** The table's rows (tr elements). */
  children: ReactNode;
}

/**
 * The users' and members' table from 768 px up: a bordered, sideways-scrolling table with an
 * upper-case header row. Below 768 px it is hidden; each page lists its rows as cards instead.
 */
export function DesktopTable({ headers, children }: DesktopTableProps) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-gray-200 bg-white md:block">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={cn('px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-gray-500 uppercase', header === 'Actions' && 'text-right')}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </div>
  );
}
