import { useRef, useState, type ReactNode } from 'react';
import { CalendarClock, Download, Maximize2, Plus, RefreshCw, SlidersHorizontal, Upload } from 'lucide-react';
import { usePictureExport } from '@/api/planning/picture-export';
import { ExportMenu } from '@/components/planning/export-menu';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useReadOnlyView } from '@/lib/read-only-view';
import { lazyWhenOpen } from '@/components/lazy/lazy-when-open';
import { isValidRange, type TimeRange, type ZoomLevel } from '@plotline/shared';
import { ZoomControl } from '@/components/planning/timeline/zoom-control';

const FiltersDialog = lazyWhenOpen(() => import('./filters-dialog').then((m) => m.FiltersDialog));

export interface TimelineToolbarProps {
  range: TimeRange;
  onRangeChange: (range: TimeRange) => void;
  onAutoFit: () => void;
  zoom: ZoomLevel;
  onZoomChange: (zoom: ZoomLevel) => void;
  /** Scrolls today's line into view. */
  onToday: () => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  onExport: () => void;
  isExporting: boolean;
  onImportFile: (file: File) => void;
  isImporting: boolean;
  isSaving: boolean;
  isMobile: boolean;
  canAddTimeline: boolean;
  onAddTimeline: () => void;
  hasProject: boolean;
  /** Undo, Redo and History (components/planning/history), after the import. */
  historyTools?: ReactNode;
  /** The Baseline menu (components/planning/baselines), after the history tools. */
  baselineTools?: ReactNode;
  /** "Clashes (N)" of the project (components/planning/clashes, docs/decisions.md D45), after the zoom. */
  clashTools?: ReactNode;
}

/** Time Range, auto-fit, zoom, today, refresh, export, import and 'Saving...'; on phones the range moves into a modal. */
export function TimelineToolbar(props: TimelineToolbarProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const { range, onRangeChange } = props;
  // A public link's view reads no more from the server and changes nothing (docs/decisions.md D42).
  const isReadOnly = useReadOnlyView() !== null;
  const pictureExport = usePictureExport('timeline', range, props.zoom);

  return (
    <div
      className="mb-4 flex flex-wrap items-end gap-2 rounded-xl border border-gray-200 bg-white p-3 shadow-sm"
      role="toolbar"
      aria-label="Timeline tools"
    >
      {props.isMobile ? (
        <Button variant="secondary" size="sm" onClick={() => setIsFiltersOpen(true)}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" /> Filters &amp; Settings
        </Button>
      ) : (
        <fieldset className="flex flex-wrap items-end gap-2">
          <legend className="mb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
            Time Range
          </legend>
          <RangeInputs range={range} onChange={onRangeChange} />
          <Button
            variant="secondary"
            size="sm"
            className="h-10"
            onClick={props.onAutoFit}
            disabled={!props.hasProject}
            title="Fit the range and zoom to the events"
          >
            <Maximize2 className="h-4 w-4" aria-hidden="true" /> Auto-fit
          </Button>
        </fieldset>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="md:h-10"
        onClick={props.onToday}
      >
        <CalendarClock className="h-4 w-4" aria-hidden="true" /> Today
      </Button>
      <ZoomControl zoom={props.zoom} onZoomChange={props.onZoomChange} />
      {isReadOnly ? null : props.clashTools}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {props.isSaving ? (
          <span className="inline-flex items-center gap-1.5 text-sm text-gray-500" role="status">
            <Spinner className="h-4 w-4" /> Saving...
          </span>
        ) : null}
        {props.canAddTimeline ? (
          <Button size="sm" onClick={props.onAddTimeline} disabled={!props.hasProject}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Timeline
          </Button>
        ) : null}
        {isReadOnly ? null : (
          <>
        <Button
          variant="secondary"
          size="sm"
          onClick={props.onRefresh}
          disabled={!props.hasProject || props.isRefreshing}
          aria-label="Refresh"
        >
          <RefreshCw className={props.isRefreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          <span className="max-sm:sr-only">Refresh</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={props.onExport}
          disabled={props.isExporting}
          aria-label="Export"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Export</span>
        </Button>
        <ExportMenu {...pictureExport} />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => fileRef.current?.click()}
          disabled={props.isImporting}
          aria-label="Import"
        >
          {props.isImporting ? (
            <Spinner className="h-4 w-4" label="Importing" />
          ) : (
            <Upload className="h-4 w-4" aria-hidden="true" />
          )}
          <span className="max-sm:sr-only">{props.isImporting ? 'Importing...' : 'Import'}</span>
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Import file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) props.onImportFile(file);
          }}
        />
        {props.historyTools}
        {props.baselineTools}
          </>
        )}
      </div>
      {props.isMobile ? (
        <FiltersDialog
          open={isFiltersOpen}
          onOpenChange={setIsFiltersOpen}
          range={range}
          onApply={(next) => {
            onRangeChange(next);
            setIsFiltersOpen(false);
          }}
          onAutoFit={() => {
            props.onAutoFit();
            setIsFiltersOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** Start/end inputs; a change applies as soon as the pair is a valid range. */
function RangeInputs({ range, onChange }: { range: TimeRange; onChange: (range: TimeRange) => void }) {
  return (
    <>
      <RangeInput range={range} edge="start" label="Start Date" max={range.end} onChange={onChange} />
      <RangeInput range={range} edge="end" label="End Date" min={range.start} onChange={onChange} />
    </>
  );
}

/** One end of the range as a date input. */
function RangeInput({
  range,
  edge,
  label,
  min,
  max,
  onChange,
}: {
  range: TimeRange;
  edge: 'start' | 'end';
  label: string;
  min?: string;
  max?: string;
  onChange: (range: TimeRange) => void;
}) {
  const id = `timeline-range-${edge}`;
  return (
    <div>
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        className="mt-1 w-40"
        value={range[edge]}
        min={min}
        max={max}
        onChange={(event) => {
          const next = { ...range, [edge]: event.target.value };
          if (isValidRange(next)) onChange(next);
        }}
      />
    </div>
  );
}
