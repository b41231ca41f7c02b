import { cn } from '@/lib/cn';

export interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when a visible text already says what is loading. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex">
      <svg
        className={cn('h-5 w-5 animate-spin text-brand-500 motion-reduce:animate-[spin_1.5s_linear_infinite]', className)}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

export interface LoadingBlockProps {
  /** Announced to screen readers, e.g. "Loading users". */
  label: string;
  /** The room around the spinner; a page's list takes py-16 (the default), a card's py-6. */
  className?: string;
  /** 'lg' for a page whose whole content is loading. */
  size?: 'md' | 'lg';
}

/** A spinner centred where a list will appear once it has loaded. */
export function LoadingBlock({ label, className = 'py-16', size = 'md' }: LoadingBlockProps) {
  return (
    <div className={cn('flex justify-center', className)}>
      <Spinner label={label} className={size === 'lg' ? 'h-8 w-8' : undefined} />
    </div>
  );
}
