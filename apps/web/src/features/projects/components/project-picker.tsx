import type { ComponentProps } from 'react';
import { ChevronDown, FolderKanban } from 'lucide-react';
import { PROJECT_NAME_MAX_DISPLAY, truncateName } from '@plotline/shared';
import { PROJECTS_LOAD_FAILED } from '@/api/projects';
import { cn } from '@/lib/cn';

export interface ProjectPickerState {
  /** Projects are still loading. */
  isLoading: boolean;
  /** The project list could not be loaded: say so rather than 'No Projects'. */
  isError?: boolean;
  /** How many projects the user can see (0 shows 'No Projects'). */
  projectCount: number;
  /** The selected project's full name; null or undefined shows 'Select Project'. */
  selectedProjectName?: string | null;
  /** Display cut (spec: 30 on desktop, 20 on mobile). */
  maxNameLength?: number;
}

/** The picker's text for a state, in the spec's precedence: loading, failed, none, selected, unselected. */
export function projectPickerLabel({
  isLoading,
  isError = false,
  projectCount,
  selectedProjectName,
  maxNameLength = PROJECT_NAME_MAX_DISPLAY,
}: ProjectPickerState): string {
  if (isLoading) return 'Loading...';
  if (isError) return PROJECTS_LOAD_FAILED;
  if (projectCount === 0) return 'No Projects';
  if (selectedProjectName) return truncateName(selectedProjectName, maxNameLength);
  return 'Select Project';
}

export type ProjectPickerProps = ProjectPickerState & Omit<ComponentProps<'button'>, 'children'>;

/**
 * The top bar's 'Project:' button. It only shows state; the dropdown (search, list, add) wraps it,
 * e.g. `<Popover.Trigger asChild><ProjectPicker … /></Popover.Trigger>` (other props reach the button).
 */
export function ProjectPicker({ isLoading, isError, projectCount, selectedProjectName, maxNameLength, className, ...buttonProps }: ProjectPickerProps) {
  const label = projectPickerLabel({ isLoading, isError, projectCount, selectedProjectName, maxNameLength });
  return (
    <button
      type="button"
      title={selectedProjectName ?? undefined}
      className={cn(
        'group inline-flex h-9 max-w-full min-w-0 items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 text-sm shadow-sm transition-colors',
        'hover:border-gray-300 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      aria-busy={isLoading || undefined}
      {...buttonProps}
    >
      <FolderKanban className="h-4 w-4 shrink-0 text-gray-400" aria-hidden="true" />
      <span className="shrink-0 text-gray-500">Project:</span>
      <span
        className={cn(
          'truncate font-medium',
          isError && !isLoading ? 'text-red-700' : selectedProjectName && !isLoading ? 'text-gray-900' : 'text-gray-500',
        )}
      >
        {label}
      </span>
      <ChevronDown className="h-4 w-4 shrink-0 text-gray-400 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
    </button>
  );
}
