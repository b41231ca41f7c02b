import { useMemo, useState } from 'react';
import { Popover } from '@/components/lazy/lazy-radix';
import { ChevronDown, Search } from 'lucide-react';
import type { ObjectiveMap, ProjectSummary } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { CheckList, CHECKBOX_CLASS } from '@/components/ui/check-row';
import { Input } from '@/components/ui/input';
import { PopoverPanel } from '@/components/ui/popover-panel';

const toggle = (list: readonly string[], id: string, checked: boolean): string[] =>
  checked ? [...list.filter((item) => item !== id), id] : list.filter((item) => item !== id);

/** "Projects (all)" / "Projects (3)": a searchable checklist of the projects the user can read. */
export function ProjectFilter({
  projects,
  selected,
  onChange,
}: {
  projects: readonly ProjectSummary[];
  selected: readonly string[];
  onChange: (projectIds: string[]) => void;
}) {
  const [term, setTerm] = useState('');
  const matching = useMemo(() => {
    const needle = term.trim().toLowerCase();
    return needle ? projects.filter((project) => project.name.toLowerCase().includes(needle)) : projects;
  }, [projects, term]);
  return (
    <FilterPopover label="Projects" count={selected.length}>
      <label className="relative mb-2 block">
        <span className="sr-only">Search projects</span>
        <Search className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden="true" />
        <Input value={term} onChange={(event) => setTerm(event.target.value)} placeholder="Search projects" className="pl-8" />
      </label>
      {matching.length === 0 ? <p className="px-2 py-1 text-sm text-gray-500">No projects match "{term.trim()}"</p> : null}
      <CheckList
        items={matching}
        label="Projects"
        className="max-h-64 overflow-y-auto"
        rowClassName="rounded-md px-2 py-1.5"
        isChecked={(id) => selected.includes(id)}
        onToggle={(id, checked) => onChange(toggle(selected, id, checked))}
        renderRow={(project) => (
          <>
            <span className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: project.color }} aria-hidden="true" />
            <span className="truncate">{project.name}</span>
          </>
        )}
      />
      {selected.length > 0 ? (
        <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={() => onChange([])}>
          Show all projects
        </Button>
      ) : null}
    </FilterPopover>
  );
}

/** "Objectives": which objectives' events are shown (none ticked: all). */
export function ObjectiveFilter({
  objectives,
  selected,
  onChange,
}: {
  objectives: ObjectiveMap;
  selected: readonly string[];
  onChange: (objectiveIds: string[]) => void;
}) {
  const items = useMemo(() => Object.values(objectives), [objectives]);
  return (
    <FilterPopover label="Objectives" count={selected.length}>
      <CheckList
        items={items}
        label="Objectives"
        rowClassName="rounded-md px-2 py-1.5"
        isChecked={(id) => selected.includes(id)}
        onToggle={(id, checked) => onChange(toggle(selected, id, checked))}
        renderRow={(objective) => (
          <>
            <span className="h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: objective.color }} aria-hidden="true" />
            <span className="truncate">{objective.name}</span>
          </>
        )}
      />
    </FilterPopover>
  );
}

/** "Only my projects": the projects the user owns. */
export function OnlyMineFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex h-8 cursor-pointer items-center gap-2 text-sm font-medium text-gray-700">
      <input type="checkbox" className={CHECKBOX_CLASS} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Only my projects
    </label>
  );
}

function FilterPopover({ label, count, children }: { label: string; count: number; children: React.ReactNode }) {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="secondary" size="sm" aria-haspopup="dialog">
          {label} ({count === 0 ? 'all' : count})
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <PopoverPanel label={label} className="w-[min(20rem,calc(100vw-1rem))]">
        {children}
      </PopoverPanel>
    </Popover.Root>
  );
}
