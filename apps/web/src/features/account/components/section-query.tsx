import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

/**
 * An account card's list while it loads ('Loading …' spinner), after it failed ('Failed to load … .'
 * and the reason), then its data handed to children.
 */
export function SectionQuery<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** What the list holds, lower-case: "sessions", "API tokens". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlock label={`Loading ${what}`} className="py-6" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        Failed to load {what}. {errorMessage(query.error)}
      </p>
    );
  }
  return children(query.data);
}
