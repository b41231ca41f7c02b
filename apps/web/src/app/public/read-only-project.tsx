import { Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { Link, Navigate, useSearchParams } from '@/lib/router';
import { PUBLISHING_MESSAGES, type PublicProject } from '@plotline/shared';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format';
import { PROJECT_SEARCH_PARAM } from '@/lib/project-param';
import { ReadOnlyViewContext } from '@/lib/read-only-view';
import { VIEW_TABS } from '@/lib/routes';
import { CalendarPage, TablePage, TimelinePage } from '../lazy-views';
import { VIEW_ICONS } from '../shell/nav-link-list';
import { ViewLoading } from '../view-loading';
import { createReadOnlyQueryClient, seedReadOnlyCache } from './public-cache';

type PublicView = (typeof VIEW_TABS)[number]['view'];
const VIEW_PARAM = 'view';
const PAGES = { timeline: TimelinePage, calendar: CalendarPage, table: TablePage } as const;

const readView = (value: string | null): PublicView =>
  VIEW_TABS.find((tab) => tab.view === value)?.view ?? 'timeline';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap',
    isActive ? 'bg-white text-brand-600 shadow-sm' : 'text-gray-600 hover:bg-white/60 hover:text-gray-900',
  );

/**
 * The three views over the public answer, in a query client of their own (public-cache.ts) and
 * marked read-only (lib/read-only-view.ts): the banner says whose plan this is, tabs switch views
 * in the URL (`?view=`), and the selected project is the link's.
 */
export function ReadOnlyProject({ project, onRecheck }: { project: PublicProject; onRecheck: () => void }) {
  const [searchParams] = useSearchParams();
  const [client] = useState(() => {
    const created = createReadOnlyQueryClient();
    seedReadOnlyCache(created, project);
    return created;
  });
  // A fresh read of the link (view switch, focus) shows what changed since.
  useEffect(() => seedReadOnlyCache(client, project), [client, project]);
  useEffect(() => {
    document.title = `${project.name} (read-only) · Plotline`;
  }, [project.name]);

  const view = readView(searchParams.get(VIEW_PARAM));
  const search = (next: PublicView) => `?${new URLSearchParams({ [VIEW_PARAM]: next, [PROJECT_SEARCH_PARAM]: project.id }).toString()}`;
  if (searchParams.get(PROJECT_SEARCH_PARAM) !== project.id) return <Navigate replace to={{ search: search(view) }} />;
  const ViewPage = PAGES[view];

  return (
    <ReadOnlyViewContext.Provider value={{ projectName: project.name }}>
      <QueryClientProvider client={client}>
        <div className="flex min-h-dvh flex-col bg-gray-50">
          <header className="border-b border-gray-200 bg-white">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
              <Logo />
              <nav aria-label="Views" className="ml-auto">
                <ul className="flex items-center gap-1 rounded-lg bg-gray-100 p-1">
                  {VIEW_TABS.map((tab) => {
                    const Icon = VIEW_ICONS[tab.view];
                    return (
                      <li key={tab.view}>
                        <Link
                          to={{ search: search(tab.view) }}
                          className={tabClass({ isActive: tab.view === view })}
                          aria-current={tab.view === view ? 'page' : undefined}
                          onClick={onRecheck}
                        >
                          <Icon className="hidden h-4 w-4 lg:block" aria-hidden="true" />
                          {tab.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            </div>
            <p role="note" className="flex flex-wrap items-center gap-x-3 gap-y-0.5 border-t border-brand-100 bg-brand-50 px-4 py-2 text-sm text-brand-800 sm:px-6">
              <strong className="inline-flex items-center gap-2 font-semibold">
                <Eye className="h-4 w-4 shrink-0" aria-hidden="true" />
                {PUBLISHING_MESSAGES.readOnlyBanner(project.name)}
              </strong>
              <span className="text-brand-700">Link expires {formatShortDate(project.expiresAt)}</span>
            </p>
          </header>
          <main id="main" className="flex min-w-0 flex-1 flex-col">
            <Suspense fallback={<ViewLoading />}>
              <ViewPage />
            </Suspense>
          </main>
        </div>
      </QueryClientProvider>
    </ReadOnlyViewContext.Provider>
  );
}
