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

const BLOCK_SPINNER = { sm: undefined, md: 'h-6 w-6', lg: 'h-8 w-8' } as const;

export interface LoadingBlockProps {
  /** Announced to screen readers, e.g. "Loading users". */
  label: string;
  /** The room around the spinner; a page's list takes py-16 (the default), a card's py-6. */
  className?: string;
  /** The spinner: 'sm' (the default) in a card or dialog, 'md' for a page's section, 'lg' for a whole page. */
  size?: keyof typeof BLOCK_SPINNER;
}

/** A spinner centred where a list will appear once it has loaded. */
export function LoadingBlock({ label, className = 'py-16', size = 'sm' }: LoadingBlockProps) {
  return (
    <div className={cn('flex justify-center', className)}>
      <Spinner label={label} className={BLOCK_SPINNER[size]} />
    </div>
  );
}
