import type { ReactNode } from 'react';

/** One card of the account page: a heading, an optional description and actions, then content. */
export function AccountSection({
  title,
  description,
  actions,
  children,
  labelledBy,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  labelledBy: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className="rounded-xl border border-gray-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={labelledBy} className="text-base font-semibold text-gray-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-gray-500">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </header>
      <div className="px-4 py-4 sm:px-6">{children}</div>
    </section>
  );
}
