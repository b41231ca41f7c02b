import { cn } from '@/lib/cn';

/** The Plotline mark: three staggered timeline bars on the accent square. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('h-8 w-8 shrink-0', className)} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#3B82F6" />
      <rect x="7" y="9" width="12" height="3.5" rx="1.75" fill="#fff" />
      <rect x="11" y="14.25" width="14" height="3.5" rx="1.75" fill="#fff" opacity=".85" />
      <rect x="7" y="19.5" width="9" height="3.5" rx="1.75" fill="#fff" opacity=".7" />
    </svg>
  );
}

export function Logo({ className, markClassName, textClassName }: { className?: string; markClassName?: string; textClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-gray-900', className)}>
      <LogoMark className={markClassName} />
      <span className={textClassName}>Plotline</span>
    </span>
  );
}
