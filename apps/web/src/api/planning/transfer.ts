import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@plotline/shared';
import { projectKeys } from '@/api/projects';
import { api, isApiError } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import { lazySchema, loadResponseSchemas } from '@/api/response-schemas';

const exportFileDataParser = lazySchema((schemas) => schemas.exportFileSchema.shape.data);
const importResultParser = lazySchema((schemas) => schemas.importResultSchema);

/**
 * migration_data_{YYYY-MM-DD}.json, the file name the calendar and table download,
 * dated by the user's own calendar day (not UTC's, which is tomorrow or yesterday
 * for part of the day in most time zones).
 */
export function exportFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `migration_data_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Downloads every project the user can read as one JSON file. */
export async function downloadExport(): Promise<void> {
  const data = await api.get('/api/v1/export', { schema: exportFileDataParser });
  downloadBlob(new Blob([JSON.stringify({ success: true, data }, null, 2)], { type: 'application/json' }), exportFileName());
}

export interface ImportVars {
  /** The file's text. */
  text: string;
  replace: boolean;
}

/**
 * Checks the file with the shared parser first (so a bad file is named before upload), sends
 * `{projects, replace}`, and retries in the older `{migrationData}` form when the server asks for it.
 */
export async function importData({ text, replace }: ImportVars): Promise<ImportResult> {
  // The file's parser is built on the shared schemas: loaded with them (docs/decisions.md D82).
  const { IMPORT_ERRORS, ImportFormatError, parseImportData, shouldRetryImportInOlderFormat } = await loadResponseSchemas();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    // The parser's text, not the browser's JSON syntax message.
    throw new ImportFormatError(IMPORT_ERRORS.invalidInput);
  }
  const parsed = parseImportData(raw);
  try {
    return await api.post('/api/v1/import', { projects: parsed.projects, replace }, { schema: importResultParser });
  } catch (error) {
    if (isApiError(error) && shouldRetryImportInOlderFormat(error.message)) {
      return api.post('/api/v1/import', { migrationData: raw, replace }, { schema: importResultParser });
    }
    throw error;
  }
}

/** Imports share this key, so a dialog can tell one is still on its way (useIsMutating). */
export const IMPORT_MUTATION_KEY = ['planning', 'import'] as const;

export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: IMPORT_MUTATION_KEY,
    mutationFn: importData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
