import { NavLink, useLocation, type NavLinkProps } from '@/lib/router';
import { CalendarDays, ChartGantt, Layers, Table2, type LucideIcon } from 'lucide-react';
import { projectSearch } from '@/lib/project-param';
import { VIEW_PATHS, VIEW_TABS } from '@/lib/routes';

export interface NavItem {
  pathname: string;
  label: string;
  icon: LucideIcon;
}

export const VIEW_ICONS = { timeline: ChartGantt, calendar: CalendarDays, table: Table2 } as const;

/** Timeline / Calendar / Table, in the order of the tabs, then the Portfolio View of every project (docs/decisions.md D45). */
export const VIEW_ITEMS: readonly NavItem[] = [
  ...VIEW_TABS.map(({ view, label }) => ({ pathname: VIEW_PATHS[view], label, icon: VIEW_ICONS[view] })),
  { pathname: VIEW_PATHS.portfolio, label: 'Portfolio View', icon: Layers },
];

/** A list of links with icons; following one keeps the selected project (`?project=`). */
export function NavLinkList({
  items,
  className,
  linkClassName,
  iconClassName = 'h-4 w-4',
  onNavigate,
}: {
  items: readonly NavItem[];
  className: string;
  linkClassName: NavLinkProps['className'];
  iconClassName?: string;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}) {
  const search = projectSearch(useLocation().search);
  return (
    <ul className={className}>
      {items.map(({ pathname, label, icon: Icon }) => (
        <li key={pathname}>
          <NavLink to={{ pathname, search }} className={linkClassName} onClick={onNavigate}>
            <Icon className={iconClassName} aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
