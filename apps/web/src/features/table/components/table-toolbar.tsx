import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import {
  Columns3,
  Download,
  FolderPlus,
  LayoutList,
  Plus,
  RefreshCw,
  Rows3,
  Search,
  Upload,
} from 'lucide-react';
import type { ObjectiveMap } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { useReadOnlyView } from '@/lib/read-only-view';
import type { TableFilters } from '../utils/table-rows';
import { IconButton } from './icon-button';

const selectClass =
  'h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-800 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none';

export function TableToolbar({
  filters,
  onFiltersChange,
  timelines,
  objectives,
  isSaving,
  isHeadersMode,
  isRefreshing,
  canAdmin,
  onCreateTimeline,
  onAddEvent,
  onRefresh,
  onResetWidths,
  onToggleMode,
  onExport,
  onImport,
  liveIndicator,
  csvTools,
  historyTools,
  baselineTools,
}: {
  filters: TableFilters;
  onFiltersChange: (filters: TableFilters) => void;
  timelines: Array<{ id: string; name: string }>;
  objectives: ObjectiveMap;
  isSaving: boolean;
  isHeadersMode: boolean;
  isRefreshing: boolean;
  canAdmin: boolean;
  onCreateTimeline: () => void;
  onAddEvent: () => void;
  onRefresh: () => void;
  onResetWidths: () => void;
  onToggleMode: () => void;
  onExport: () => void;
  onImport: () => void;
  /** The project's LiveIndicator (shared component), shown beside the filters. */
  liveIndicator?: ReactNode;
  /** Export CSV and Import CSV (csv-tools.tsx), after the JSON buttons. */
  csvTools?: ReactNode;
  /** Undo, Redo and History (components/planning/history), after the CSV tools. */
  historyTools?: ReactNode;
  /** The Baseline menu (components/planning/baselines), after the history tools. */
  baselineTools?: ReactNode;
}) {
  // A public link's view reads no more from the server and changes nothing (docs/decisions.md D42).
  const isReadOnly = useReadOnlyView() !== null;
  return (
    <Tooltip.Provider delayDuration={300}>
      <div role="toolbar" aria-label="Table tools" className="flex flex-wrap items-center gap-2">
        <label className="relative w-full sm:w-auto sm:max-w-sm sm:min-w-56 sm:flex-1">
          <span className="sr-only">Search events</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-gray-400"
            aria-hidden="true"
          />
          <input
            type="search"
            value={filters.search}
            onChange={(event) => onFiltersChange({ ...filters, search: event.target.value })}
            placeholder="Search events, timelines, objectives..."
            className={`${selectClass} w-full pl-8`}
          />
        </label>
        <FilterSelect
          label="Filter by timeline"
          allLabel="All Timelines"
          value={filters.timelineId}
          options={timelines}
          onChange={(timelineId) => onFiltersChange({ ...filters, timelineId })}
          className={selectClass}
        />
        <FilterSelect
          label="Filter by objective"
          allLabel="All Objectives"
          value={filters.objective}
          options={Object.values(objectives)}
          onChange={(objective) => onFiltersChange({ ...filters, objective })}
          className={selectClass}
        />
        <span role="status" className="text-sm text-gray-500 sm:min-w-16">
          {isSaving ? 'Saving...' : ''}
        </span>
        {liveIndicator}
        <div className="ml-auto flex flex-wrap items-center gap-1.5">
          {canAdmin ? (
            <Button size="sm" onClick={onAddEvent} className="h-9 px-2.5 sm:px-3">
              <Plus className="h-4 w-4" aria-hidden="true" />
              {/* Icon only on phones, so the tool row fits on one line. */}
              <span className="sr-only sm:not-sr-only">Add Event</span>
            </Button>
          ) : null}
          {canAdmin ? (
            <IconButton label="Create New Timeline" onClick={onCreateTimeline}>
              <FolderPlus className="h-4 w-4" aria-hidden="true" />
            </IconButton>
          ) : null}
          {isReadOnly ? null : (
            <IconButton label="Refresh Data from Database" onClick={onRefresh} disabled={isRefreshing}>
              <RefreshCw className={isRefreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
            </IconButton>
          )}
          <IconButton label="Reset Column Widths to Default" onClick={onResetWidths}>
            <Columns3 className="h-4 w-4" aria-hidden="true" />
          </IconButton>
          <IconButton
            label={isHeadersMode ? 'Switch to Standard View' : 'Switch to Timeline Headers'}
            onClick={onToggleMode}
          >
            {isHeadersMode ? (
              <LayoutList className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Rows3 className="h-4 w-4" aria-hidden="true" />
            )}
          </IconButton>
          {isReadOnly ? null : (
            <>
              <IconButton label="Export All Data to JSON" onClick={onExport}>
                <Download className="h-4 w-4" aria-hidden="true" />
              </IconButton>
              <IconButton label="Import Data from JSON File" onClick={onImport}>
                <Upload className="h-4 w-4" aria-hidden="true" />
              </IconButton>
            </>
          )}
          {isReadOnly ? null : csvTools}
          {isReadOnly ? null : historyTools}
          {isReadOnly ? null : baselineTools}
        </div>
      </div>
    </Tooltip.Provider>
  );
}
