import { useId, useRef, useState, type DragEvent } from 'react';
import { FileJson, TriangleAlert } from 'lucide-react';
import { useIsMutating } from '@tanstack/react-query';
import { countLabel } from '@plotline/shared';
import { IMPORT_MUTATION_KEY, useImport } from '@/api/planning';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { mountedWhileOpen } from '@/components/ui/while-open';

export const isJsonFile = (file: File): boolean =>
  file.type === 'application/json' || file.name.toLowerCase().endsWith('.json');

/** The result line: replace and append say different things. */
export function importResultMessage(result: {
  replaced: boolean;
  projectsImported: number;
  timelinesImported: number;
  eventsImported: number;
}): string {
  const counts = `${countLabel(result.projectsImported, 'project')}, ${countLabel(result.timelinesImported, 'timeline')} and ${countLabel(result.eventsImported, 'event')} imported.`;
  return result.replaced
    ? `All previous data was removed and replaced with the imported data. ${counts}`
    : `The imported data was added to your existing data. ${counts}`;
}

function ImportPanel({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [isReplace, setIsReplace] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const importMutation = useImport();
  // An import on its way keeps the dialog open: closing it would lose the result or the error.
  const isImporting = useIsMutating({ mutationKey: IMPORT_MUTATION_KEY }) > 0;

  function choose(candidate: File | undefined) {
    // A cancelled picker chooses nothing: after an import the button stays off.
    if (!candidate) return;
    setResult(null);
    if (!isJsonFile(candidate)) {
      setFile(null);
      setError('Please select a valid JSON file');
      return;
    }
    setError(null);
    setFile(candidate);
  }

  async function submit() {
    if (!file) {
      setError('Please select a file first');
      return;
    }
    setError(null);
    try {
      const text = await file.text();
      const data = await importMutation.mutateAsync({ text, replace: isReplace });
      setResult(importResultMessage(data));
      // Cleared so that choosing the same file again on purpose still counts as a new choice.
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      setError(`Failed to import data: ${errorMessage(failure)}`);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Import Data"
      description="Load projects, timelines and events from a JSON export."
      size="lg"
      dismissible={!isImporting && !importMutation.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={importMutation.isPending}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          <Button
            variant={isReplace ? 'destructive' : 'primary'}
            onClick={() => void submit()}
            // Once imported, the same file is not offered again until a file is chosen anew.
            disabled={importMutation.isPending || result !== null}
          >
            {isReplace ? 'Replace Data' : 'Append Data'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center',
            isDragging ? 'border-brand-500 bg-brand-50' : 'border-gray-300',
          )}
        >
          <FileJson className="h-8 w-8 text-gray-400" aria-hidden="true" />
          <p className="text-sm text-gray-600">Drop a JSON file here, or</p>
          <label
            htmlFor={inputId}
            className="cursor-pointer text-sm font-medium text-brand-600 hover:underline"
          >
            Choose JSON file
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {file ? <p className="text-sm font-medium break-all text-gray-900">{file.name}</p> : null}
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-700">Import mode</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="import-mode"
              checked={!isReplace}
              onChange={() => setIsReplace(false)}
            />
            Append (add to the existing data)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="import-mode" checked={isReplace} onChange={() => setIsReplace(true)} />
            Replace All
          </label>
        </fieldset>
        {isReplace ? (
          <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-800">
            <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
            Replace All permanently deletes all projects you own before importing. This cannot be undone.
          </p>
        ) : null}
        {importMutation.isPending ? (
          <div role="status" className="space-y-1">
            <p className="text-sm text-gray-600">Importing...</p>
            <div className="h-1.5 overflow-hidden rounded bg-gray-200">
              <div className="h-full w-1/3 animate-pulse rounded bg-brand-500" />
            </div>
          </div>
        ) : null}
        <FormError message={error} />
        {result ? (
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800"
          >
            {result}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

/** Mounted per open, so every open starts fresh (docs/decisions.md D29). */
export const ImportDialog = mountedWhileOpen(ImportPanel);
