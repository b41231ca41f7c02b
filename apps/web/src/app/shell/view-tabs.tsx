import { cn } from '@/lib/cn';
import { NavLinkList, VIEW_ITEMS } from './nav-link-list';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-white text-brand-600 shadow-sm' : 'text-gray-600 hover:bg-white/60 hover:text-gray-900',
  );

/** Timeline / Calendar / Table; switching keeps the selected project (`?project=`). */
export function ViewTabs({ className }: { className?: string }) {
  return (
    <nav aria-label="Views" className={className}>
      <NavLinkList
        items={VIEW_ITEMS}
        className="flex items-center gap-1 rounded-lg bg-gray-100 p-1"
        linkClassName={tabClass}
        iconClassName="hidden h-4 w-4 lg:block"
      />
    </nav>
  );
}
