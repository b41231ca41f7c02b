import { useState } from 'react';
import { toast } from '@/lib/toast';
import { downloadExport, useImport } from '@/api/planning';
import { errorMessage } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';

export const IMPORT_SUCCESS = 'Data imported successfully!';

/**
 * The timeline toolbar's Export and Import: the export downloads the JSON file (a failure is told
 * in a toast and through `onExportFailed`, which the page shows as its banner); the import appends
 * the chosen file's data.
 */
export function useTransferActions(onExportFailed: (message: string) => void) {
  const [isExporting, setIsExporting] = useState(false);
  const importMutation = useImport();

  async function exportData() {
    setIsExporting(true);
    try {
      await downloadExport();
    } catch (error) {
      const message = `Failed to export data: ${errorMessage(error)}`;
      onExportFailed(message);
      toastFailure(message, error);
    } finally {
      setIsExporting(false);
    }
  }

  async function importFile(file: File) {
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      toast.error(`Failed to import data: ${errorMessage(error)}`);
      return;
    }
    importMutation.mutate(
      { text, replace: false },
      {
        onSuccess: () => toast.success(IMPORT_SUCCESS),
        onError: (error) => {
          toastFailure(`Failed to import data: ${errorMessage(error)}`, error);
        },
      },
    );
  }

  return { isExporting, exportData, importFile, isImporting: importMutation.isPending };
}
