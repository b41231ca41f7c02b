/*
 * Names of the files Plotline hands out (docs/decisions.md D43): the project's name with anything
 * but letters and digits turned into dashes, so the name is safe on every file system.
 */

export function fileSafeName(text: string): string {
  return (
    text
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'project'
  );
}

/** 'Apollo-timeline-2025-03-01-2025-03-31.png': the picture of a view over a range. */
export const renderFileName = (options: { projectName: string; view: string; start: string; end: string; format: string }): string =>
  `${fileSafeName(options.projectName)}-${options.view}-${options.start}-${options.end}.${options.format}`;

/** 'Apollo-events.csv': the table's CSV export. */
export const csvFileName = (projectName: string): string => `${fileSafeName(projectName)}-events.csv`;
