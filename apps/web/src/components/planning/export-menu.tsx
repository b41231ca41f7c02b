import { DropdownMenu } from '@/components/lazy/lazy-radix';
import { FileImage, FileText, ImageDown } from 'lucide-react';
import type { RenderFormat } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { MenuContent, MenuItem } from '@/components/ui/menu-item';
import { Spinner } from '@/components/ui/spinner';
import { useReadOnlyView } from '@/lib/read-only-view';

/**
 * "Export view": the view over its chosen range as a PNG image or a PDF, drawn by the server with
 * every timeline (docs/decisions.md D43). The timeline and the calendar mount it with
 * usePictureExport (api/planning/picture-export.ts).
 */
export function ExportMenu({
  busy,
  disabled,
  onExport,
}: {
  busy: RenderFormat | null;
  disabled: boolean;
  onExport: (format: RenderFormat) => void;
}) {
  // The server draws for signed-in callers only: a public link's view offers no export (docs/decisions.md D42).
  if (useReadOnlyView()) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm" disabled={disabled || busy !== null} aria-label="Export view">
          {busy ? <Spinner className="h-4 w-4" label="Exporting" /> : <ImageDown className="h-4 w-4" aria-hidden="true" />}
          <span className="max-sm:sr-only">Export view</span>
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent sideOffset={6} className="min-w-44">
        <MenuItem icon={FileImage} onSelect={() => onExport('png')}>
          PNG image
        </MenuItem>
        <MenuItem icon={FileText} onSelect={() => onExport('pdf')}>
          PDF
        </MenuItem>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
