import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { FileDown, FileUp } from 'lucide-react';
import type { ObjectiveMap, ProjectDetail } from '@plotline/shared';
import { downloadCsv } from '@/api/planning/csv-transfer';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { CsvImportDialog, type CsvFile } from './csv-import-dialog';
import { IconButton } from './icon-button';

/** The table toolbar's "Export CSV" and "Import CSV" (docs/decisions.md D43); importing needs admin rights. */
export function CsvTools({
  project,
  objectives,
  canAdmin,
}: {
  project: ProjectDetail | undefined;
  objectives: ObjectiveMap;
  canAdmin: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<CsvFile | null>(null);

  async function choose(chosen: File) {
    try {
      setFile({ name: chosen.name, text: await chosen.text() });
    } catch {
      toast.error(`Could not read ${chosen.name}`);
    }
  }

  return (
    <>
      <IconButton label="Export CSV" onClick={() => project && downloadCsv(project, objectives)} disabled={!project}>
        <FileDown className="h-4 w-4" aria-hidden="true" />
      </IconButton>
      {canAdmin && project ? (
        <>
          <IconButton label="Import CSV" onClick={() => inputRef.current?.click()}>
            <FileUp className="h-4 w-4" aria-hidden="true" />
          </IconButton>
          <HiddenFileInput inputRef={inputRef} accept=".csv,text/csv" label="CSV file to import" onFile={(chosen) => void choose(chosen)} />
          <CsvImportDialog
            file={file}
            projectId={project.id}
            projectName={project.name}
            timelineNames={project.timelines.map((timeline) => timeline.name)}
            objectives={objectives}
            onClose={() => setFile(null)}
          />
        </>
      ) : null}
    </>
  );
}
