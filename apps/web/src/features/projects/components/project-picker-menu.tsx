import { useState } from 'react';
import { Popover } from '@/components/lazy/lazy-radix';
import { toast } from '@/lib/toast';
import { useCreateProject } from '@/api/projects';
import { PopoverPanel } from '@/components/ui/popover-panel';
import { errorMessage } from '@/lib/api-client';
import { useProjectSelection } from '../hooks/use-project-selection';
import { ProjectPicker } from './project-picker';
import { ProjectPickerDropdown } from './project-picker-dropdown';

/** The top bar's project picker: the 'Project:' button and its dropdown. */
export function ProjectPickerMenu() {
  const { projects, isLoading, isError, retry, selectedProjectId, selectedProject, selectProject } = useProjectSelection();
  const createProject = useCreateProject();
  const [isOpen, setIsOpen] = useState(false);

  async function handleCreate(name: string) {
    try {
      const project = await createProject.mutateAsync({ name });
      selectProject(project.id);
      setIsOpen(false);
    } catch (error) {
      toast.error(`Failed to create project: ${errorMessage(error)}`);
      throw error;
    }
  }

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <ProjectPicker
          isLoading={isLoading}
          isError={isError}
          projectCount={projects.length}
          selectedProjectName={selectedProject?.name ?? null}
        />
      </Popover.Trigger>
      <PopoverPanel label="Select a Project" isFlush className="w-80 max-w-[calc(100vw-1rem)]">
        <ProjectPickerDropdown
          projects={projects}
          selectedProjectId={selectedProjectId}
          onRetryLoad={isError ? retry : undefined}
          onSelect={(projectId) => {
            selectProject(projectId);
            setIsOpen(false);
          }}
          onCreate={handleCreate}
        />
      </PopoverPanel>
    </Popover.Root>
  );
}
