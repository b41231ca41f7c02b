import { useRef, useState, type FormEvent, type KeyboardEvent, type UIEvent } from 'react';
import type { ProjectSummary } from '@plotline/shared';
import { Check, RefreshCw, Search } from 'lucide-react';
import { PROJECTS_LOAD_FAILED } from '@/api/projects';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { emptyProjectsMessage, filterProjects, timelineCountLabel } from '../utils/project-text';
import { AccessBadge } from '@/components/ui/access-badge';

export interface ProjectPickerDropdownProps {
  projects: readonly ProjectSummary[];
  selectedProjectId: string | null;
  /** Given when the project list could not be loaded: the dropdown says so and offers a retry. */
  onRetryLoad?: () => void;
  onSelect: (projectId: string) => void;
  /** Creates a project with the trimmed name; a rejection keeps the form open. */
  onCreate: (name: string) => Promise<void>;
}

/** Scrolled this far down before the search box hides, so a small nudge does not hide it. */
const SEARCH_HIDE_OFFSET = 8;

/** The picker's dropdown body. */
export function ProjectPickerDropdown({ projects, selectedProjectId, onRetryLoad, onSelect, onCreate }: ProjectPickerDropdownProps) {
  const [term, setTerm] = useState('');
  const [isSearchHidden, setIsSearchHidden] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const [newName, setNewName] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const lastScrollTop = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);
  const visible = filterProjects(projects, term);

  function handleScroll(event: UIEvent<HTMLDivElement>) {
    const top = event.currentTarget.scrollTop;
    if (top > lastScrollTop.current && top > SEARCH_HIDE_OFFSET) setIsSearchHidden(true);
    else if (top < lastScrollTop.current) setIsSearchHidden(false);
    lastScrollTop.current = top;
  }

  // Arrow keys move between rows; Tab still works as usual.
  function handleListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const rows = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-project-row]') ?? []);
    const index = rows.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? Math.min(rows.length - 1, index + 1) : Math.max(0, index - 1);
    rows[next]?.focus();
    event.preventDefault();
  }

  async function handleCreate(event: FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (!name || isCreating) return;
    setIsCreating(true);
    try {
      await onCreate(name);
      setNewName('');
      setIsAdding(false);
    } catch {
      // The caller reported the error; the name stays for another try.
    } finally {
      setIsCreating(false);
    }
  }

  return (
    <div className="flex max-h-[min(28rem,70vh)] flex-col">
      <div className="border-b border-gray-100 px-3 pt-3 pb-2">
        <h2 className="text-sm font-semibold text-gray-900">Select a Project...</h2>
        <div className={cn('overflow-hidden transition-all duration-200', isSearchHidden ? 'max-h-0 opacity-0' : 'mt-2 max-h-12 opacity-100')}>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden="true" />
            <Input
              type="search"
              aria-label="Search projects"
              placeholder="Search projects..."
              className="h-9 pl-8"
              value={term}
              tabIndex={isSearchHidden ? -1 : undefined}
              onChange={(event) => setTerm(event.target.value)}
            />
          </div>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto py-1" onScroll={handleScroll} data-testid="project-picker-list">
        {onRetryLoad ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-6 text-center">
            <p className="text-sm font-medium text-red-700">{PROJECTS_LOAD_FAILED}</p>
            <Button type="button" variant="secondary" size="sm" onClick={onRetryLoad}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : visible.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-gray-500">{emptyProjectsMessage(term)}</p>
        ) : (
          <ul ref={listRef} aria-label="Projects" onKeyDown={handleListKeyDown}>
            {visible.map((project) => {
              const isSelected = project.id === selectedProjectId;
              return (
                <li key={project.id}>
                  <button
                    type="button"
                    data-project-row=""
                    aria-current={isSelected ? 'true' : undefined}
                    className={cn(
                      'flex w-full cursor-pointer items-start gap-3 px-3 py-2 text-left hover:bg-gray-50 focus-visible:bg-brand-50 focus-visible:outline-none',
                      isSelected && 'bg-brand-50/60',
                    )}
                    onClick={() => onSelect(project.id)}
                  >
                    <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: project.color }} aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-gray-900">{project.name}</span>
                      {project.description ? <span className="block truncate text-xs text-gray-500">{project.description}</span> : null}
                      <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-gray-500">
                        {timelineCountLabel(project.timelineCount)}
                        {/* What the user can actually do here, with the reason when it is less than shared (docs/decisions.md D18). */}
                        <AccessBadge level={project.effectiveLevel} limitedBy={project.limitedBy} />
                      </span>
                    </span>
                    {isSelected ? <Check className="mt-1 h-4 w-4 shrink-0 text-brand-600" aria-label="Selected" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="border-t border-gray-100 p-2">
        {isAdding ? (
          <form className="space-y-2" onSubmit={handleCreate}>
            <Input
              aria-label="New project name"
              placeholder="Project name..."
              className="h-9"
              autoFocus
              value={newName}
              disabled={isCreating}
              onChange={(event) => setNewName(event.target.value)}
              onKeyDown={(event) => {
                // Escape leaves the form, not the whole dropdown.
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setIsAdding(false);
                }
              }}
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" size="sm" disabled={isCreating} onClick={() => setIsAdding(false)}>
                Cancel
              </Button>
              <Button type="submit" size="sm" disabled={isCreating || newName.trim() === ''}>
                {isCreating ? 'Creating...' : 'Create'}
              </Button>
            </div>
          </form>
        ) : (
          <Button type="button" variant="ghost" size="sm" className="w-full justify-start text-brand-700" onClick={() => setIsAdding(true)}>
            + Add New Project
          </Button>
        )}
      </div>
    </div>
  );
}
