import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** More below the action (the calendar's feature list). */
  children?: ReactNode;
  className?: string;
}

/** The round badge an empty state or a done panel shows its icon in. */
export function IconBadge({ tone = 'brand', className, children }: { tone?: 'brand' | 'green'; className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex h-12 w-12 items-center justify-center rounded-full',
        tone === 'green' ? 'bg-green-50 text-green-600' : 'bg-brand-50 text-brand-600',
        className,
      )}
    >
      {children}
    </div>
  );
}

export function EmptyState({ icon, title, description, action, children, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-16 text-center', className)}>
      {icon ? <IconBadge className="mb-4">{icon}</IconBadge> : null}
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      {description ? <p className="mt-1 max-w-md text-sm text-gray-500">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
      {children}
    </div>
  );
}
