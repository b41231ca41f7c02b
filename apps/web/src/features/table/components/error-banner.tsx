import { X } from 'lucide-react';

/** The table's load or refresh error, until dismissed. */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
    >
      <span>Error: {message}</span>
      <button type="button" aria-label="Dismiss error" className="rounded p-0.5 hover:bg-red-100" onClick={onDismiss}>
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
