import { GitCompareArrows, X } from 'lucide-react';
import { slipSummaryText } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format';
import type { BaselineCompare } from './baseline-tools';

/**
 * The line above a view while it is compared with a baseline: which one, and what moved since
 * ("12 events later than baseline, 3 earlier, 2 new, 1 removed"), with Stop comparing.
 */
export function BaselineSummary({
  compare,
  className = 'mb-4',
}: {
  compare: BaselineCompare;
  className?: string;
}) {
  if (!compare.baselineId) return null;
  const { baseline, comparison, error } = compare;
  let text: string;
  if (error) text = `The baseline could not be loaded: ${errorMessage(error)}`;
  else if (!baseline || !comparison) text = 'Loading the baseline...';
  else text = slipSummaryText(comparison.summary);
  return (
    <div
      role="status"
      aria-label="Baseline comparison"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-gray-200 bg-gray-50 px-4 py-2 text-sm text-gray-700',
        className,
      )}
    >
      <GitCompareArrows className="h-4 w-4 shrink-0 text-gray-500 max-sm:hidden" aria-hidden="true" />
      {baseline ? (
        <span className="font-medium text-gray-900">
          Compared with “{baseline.name}” ({formatShortDate(baseline.createdAt)}):
        </span>
      ) : null}
      <span>{text}</span>
      <Button
        variant="ghost"
        size="sm"
        className="ml-auto max-sm:-my-1"
        onClick={() => compare.setBaselineId(null)}
      >
        <X className="h-4 w-4" aria-hidden="true" /> Stop comparing
      </Button>
    </div>
  );
}
