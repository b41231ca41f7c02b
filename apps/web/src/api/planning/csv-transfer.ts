import { useMutation, useQueryClient } from '@tanstack/react-query';
import { csvFileName, eventsToCsv, type CsvExportTimeline, type ObjectiveMap } from '@plotline/shared';
import { projectKeys } from '@/api/projects';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import { lazySchema } from '@/api/response-schemas';

const csvImportResultParser = lazySchema((schemas) => schemas.csvImportResultSchema);

/*
 * The table's CSV (docs/decisions.md D43): the export is written in the browser from the project
 * on screen; the import sends the file's text to the server, which reads it with the same
 * parseEventCsv the preview ran and appends it in one transaction.
 */

/** Downloads the project's events as CSV (UTF-8 with BOM, RFC 4180), timelines and events in their order. */
export function downloadCsv(project: { name: string; timelines: readonly CsvExportTimeline[] }, objectives: ObjectiveMap): void {
  downloadBlob(new Blob([eventsToCsv(project.timelines, objectives)], { type: 'text/csv;charset=utf-8' }), csvFileName(project.name));
}

export function useCsvImport(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.post(`/api/v1/projects/${projectId}/csv-import`, { csv }, { schema: csvImportResultParser }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
