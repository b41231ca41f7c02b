import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A view's load or change error above its content, until dismissed (the timeline's and the table's). */
export function ErrorBanner({ message, onDismiss, className }: { message: string; onDismiss: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700',
        className,
      )}
    >
      <span>{message}</span>
      <button type="button" aria-label="Dismiss" title="Dismiss" className="rounded p-0.5 hover:bg-red-100" onClick={onDismiss}>
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
