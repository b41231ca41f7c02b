import { NavLink, useLocation } from 'react-router';
import { CalendarDays, ChartGantt, Table2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { projectSearch } from '@/lib/project-param';
import { VIEW_PATHS, VIEW_TABS } from '@/lib/routes';

export const VIEW_ICONS = { timeline: ChartGantt, calendar: CalendarDays, table: Table2 } as const;

/** Timeline / Calendar / Table; switching keeps the selected project (`?project=`). */
export function ViewTabs({ className }: { className?: string }) {
  const location = useLocation();
  const search = projectSearch(location.search);
  return (
    <nav aria-label="Views" className={className}>
      <ul className="flex items-center gap-1 rounded-lg bg-gray-100 p-1">
        {VIEW_TABS.map(({ view, label }) => {
          const Icon = VIEW_ICONS[view];
          return (
            <li key={view}>
              <NavLink
                to={{ pathname: VIEW_PATHS[view], search }}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive ? 'bg-white text-brand-600 shadow-sm' : 'text-gray-600 hover:bg-white/60 hover:text-gray-900',
                  )
                }
              >
                <Icon className="hidden h-4 w-4 lg:block" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
