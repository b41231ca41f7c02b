import { useState } from 'react';
import { renderFileName, type RenderFormat, type RenderView, type TimeRange, type ZoomLevel } from '@plotline/shared';
import { useProjectsQuery } from '@/api/projects';
import { apiRequest } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import { toastFailure } from '@/lib/failure-toast';
import { useSelectedProjectId } from '@/lib/project-param';

export interface PictureRequest {
  projectId: string;
  projectName: string;
  format: RenderFormat;
  view: RenderView;
  range: TimeRange;
  zoom?: ZoomLevel | undefined;
}

/** Downloads the server's PNG or PDF of a view over a range (GET /projects/{id}/render.png|.pdf; docs/decisions.md D43). */
export async function downloadPicture({ projectId, projectName, format, view, range, zoom }: PictureRequest): Promise<void> {
  const blob = await apiRequest<Blob>(`/api/v1/projects/${projectId}/render.${format}`, {
    query: { view, from: range.start, to: range.end, zoom },
    asBlob: true,
  });
  downloadBlob(blob, renderFileName({ projectName, view, start: range.start, end: range.end, format }));
}

export interface PictureExport {
  /** The format being drawn, or null. */
  busy: RenderFormat | null;
  /** No project is open. */
  disabled: boolean;
  onExport: (format: RenderFormat) => void;
}

/** The open project's view over `range` as a download; a failure is told in a toast. */
export function usePictureExport(view: RenderView, range: TimeRange, zoom?: ZoomLevel): PictureExport {
  const [projectId] = useSelectedProjectId();
  const projects = useProjectsQuery();
  const [busy, setBusy] = useState<RenderFormat | null>(null);
  const projectName = projects.data?.find((project) => project.id === projectId)?.name ?? 'project';
  const onExport = (format: RenderFormat) => {
    if (!projectId) return;
    setBusy(format);
    downloadPicture({ projectId, projectName, format, view, range, zoom })
      .catch((error: unknown) => toastFailure(`Could not export the ${format === 'png' ? 'PNG image' : 'PDF'}`, error, 'reason-below'))
      .finally(() => setBusy(null));
  };
  return { busy, disabled: !projectId, onExport };
}
