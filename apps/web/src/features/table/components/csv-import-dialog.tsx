import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import {
  countLabel,
  describeCsvProblem,
  describeObjective,
  parseEventCsv,
  type CsvRowResult,
  type ObjectiveMap,
} from '@plotline/shared';
import { useCsvImport } from '@/api/planning/csv-transfer';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { serverFirst } from '@/lib/failure-toast';
import { cn } from '@/lib/cn';

/** The preview shows this many rows; problems are listed in full. */
const PREVIEW_ROWS = 200;

export interface CsvFile {
  name: string;
  text: string;
}

/**
 * Import CSV: the file read with the shared parser, every row previewed with its problems before
 * anything is saved (docs/decisions.md D43). Only a file without problems can be imported; the
 * rows are appended to the open project, timelines it does not have are created by name.
 */
export function CsvImportDialog({
  file,
  projectId,
  projectName,
  timelineNames,
  objectives,
  onClose,
}: {
  file: CsvFile | null;
  projectId: string;
  projectName: string;
  timelineNames: readonly string[];
  objectives: ObjectiveMap;
  onClose: () => void;
}) {
  const csvImport = useCsvImport(projectId);
  const parsed = useMemo(() => (file ? parseEventCsv(file.text, objectives) : null), [file, objectives]);
  if (!file || !parsed) return null;

  const problemRows = parsed.rows.filter((row) => row.problems.length > 0);
  const problems = problemRows.flatMap((row) => row.problems.map((problem) => describeCsvProblem(row.line, problem)));
  const known = new Set(timelineNames);
  const newTimelines = [...new Set(parsed.rows.flatMap((row) => (row.event && !known.has(row.event.timeline) ? [row.event.timeline] : [])))];
  const canImport = parsed.fileErrors.length === 0 && problems.length === 0 && parsed.rows.length > 0;

  function submit() {
    csvImport.mutate(file!.text, {
      onSuccess: (result) => {
        toast.success(result.message);
        onClose();
      },
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Import CSV"
      description={`Preview of ${file.name}: nothing is saved until you import. Rows are added to ${projectName}.`}
      size="xl"
      dismissible={!csvImport.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={csvImport.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!canImport || csvImport.isPending}>
            {csvImport.isPending ? 'Importing...' : `Import ${countLabel(parsed.rows.length, 'event')}`}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {parsed.fileErrors.length > 0 ? (
          <ProblemList title="This file cannot be imported" items={parsed.fileErrors} />
        ) : (
          <p role="status" className="text-sm text-gray-700">
            {countLabel(parsed.rows.length, 'row')}
            {problemRows.length > 0 ? `, ${countLabel(problemRows.length, 'row')} with problems: fix them in the file and choose it again.` : ', ready to import.'}
            {newTimelines.length > 0 ? ` New ${newTimelines.length === 1 ? 'timeline' : 'timelines'}: ${newTimelines.join(', ')}.` : ''}
          </p>
        )}
        {problems.length > 0 ? <ProblemList title={`${countLabel(problems.length, 'problem')} found`} items={problems} /> : null}
        {parsed.rows.length > 0 ? <PreviewTable rows={parsed.rows.slice(0, PREVIEW_ROWS)} objectives={objectives} /> : null}
        {parsed.rows.length > PREVIEW_ROWS ? (
          <p className="text-xs text-gray-500">The first {PREVIEW_ROWS} of {countLabel(parsed.rows.length, 'row')} are shown.</p>
        ) : null}
        <FormError message={csvImport.error ? serverFirst('Failed to import the CSV file', csvImport.error) : null} />
      </div>
    </Dialog>
  );
}

function ProblemList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{title}</p>
      {/* A scroll box keyboard users can reach and scroll (axe: scrollable-region-focusable). */}
      <ul tabIndex={0} aria-label={title} className="mt-1 max-h-32 list-disc space-y-0.5 overflow-y-auto pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

const HEADERS = ['Line', 'Timeline', 'Title', 'Start Date', 'End Date', 'Objective', 'Milestone'] as const;

function PreviewTable({ rows, objectives }: { rows: readonly CsvRowResult[]; objectives: ObjectiveMap }) {
  return (
    <div tabIndex={0} role="region" aria-label="Rows of the CSV file" className="max-h-80 overflow-auto rounded-lg border border-gray-200">
      <table className="w-full text-left text-xs">
        <caption className="sr-only">Rows of the CSV file</caption>
        <thead className="sticky top-0 bg-gray-50 text-gray-600">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const hasProblems = row.problems.length > 0;
            return (
              <tr key={row.line} className={cn('border-t border-gray-100', hasProblems && 'bg-red-50 text-red-900')}>
                <td className="px-2 py-1 text-gray-500">{row.line}</td>
                <td className="max-w-32 truncate px-2 py-1">{row.cells.Timeline}</td>
                <td className="max-w-48 truncate px-2 py-1 font-medium">{row.cells.Title}</td>
                <td className="px-2 py-1 whitespace-nowrap">{row.cells['Start Date']}</td>
                <td className="px-2 py-1 whitespace-nowrap">{row.cells['End Date']}</td>
                <td className="px-2 py-1 whitespace-nowrap">
                  {row.event ? describeObjective(row.event.objective, objectives).name : row.cells.Objective}
                </td>
                <td className="px-2 py-1">{row.event ? (row.event.isMilestone ? 'Yes' : 'No') : row.cells.Milestone}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
