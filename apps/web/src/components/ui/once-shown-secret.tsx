import { useId, useState } from 'react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from './button';
import { Input } from './input';

/** Puts text on the clipboard; true when it got there. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A secret shown once (an API token, a calendar feed's or a public link's address): the warning, a
 * read-only field that selects itself, and a copy button. `isCopied` starts true when the caller
 * already copied it.
 */
export function OnceShownSecret({
  region,
  label,
  value,
  warning,
  copyLabel,
  copiedMessage,
  isInitiallyCopied = false,
  onDone,
}: {
  /** The region's accessible name ('New API token'). */
  region: string;
  label: string;
  value: string;
  warning: string;
  /** The copy button's accessible name ('Copy token'). */
  copyLabel: string;
  /** The toast after copying ('Token copied'). */
  copiedMessage: string;
  isInitiallyCopied?: boolean;
  onDone?: () => void;
}) {
  const inputId = useId();
  const [isCopied, setIsCopied] = useState(isInitiallyCopied);
  async function copy() {
    if (await copyText(value)) {
      setIsCopied(true);
      toast.success(copiedMessage);
    } else {
      toast.error('Could not copy: select the text and copy it yourself.');
    }
  }
  return (
    <div role="region" aria-label={region} className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {warning}
      </p>
      <label htmlFor={inputId} className="mt-3 block text-xs font-medium text-amber-900">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <Input
          id={inputId}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
          spellCheck={false}
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={copyLabel}>
          {isCopied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          <span className="hidden sm:inline">{isCopied ? 'Copied' : 'Copy'}</span>
        </Button>
      </div>
      {onDone ? (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" size="sm" onClick={onDone}>
            Done
          </Button>
        </div>
      ) : null}
    </div>
  );
}
