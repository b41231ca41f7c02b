import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/*
 * The planning views' two empty states (the timeline, the calendar, the table; the spec's
 * 'Ready to create your first timeline!' and the welcome without projects): one look, one button
 * and one sentence for those who may not create timelines. Each view brings its icon, its words
 * and its feature list.
 */

export const NO_TIMELINE_RIGHTS = 'You need admin permissions to create timelines in this project.';

export interface NoTimelinesStateProps {
  canAdmin: boolean;
  onCreate: () => void;
  icon: ReactNode;
  /** 'Ready to create your first timeline!' unless the view says otherwise (the table: 'No Timelines Yet'). */
  title?: string;
  /** What admins read under the title; others read NO_TIMELINE_RIGHTS. */
  description?: string;
  /** The view's feature list, under the button. */
  children?: ReactNode;
}

export function NoTimelinesState({
  canAdmin,
  onCreate,
  icon,
  title = 'Ready to create your first timeline!',
  description,
  children,
}: NoTimelinesStateProps) {
  return (
    <EmptyState
      className="py-12"
      icon={icon}
      title={title}
      description={canAdmin ? description : NO_TIMELINE_RIGHTS}
      action={canAdmin ? <CreateButton onClick={onCreate}>Create Your First Timeline</CreateButton> : undefined}
    >
      {children}
    </EmptyState>
  );
}

/** No projects at all: the view's welcome, 'Create Your First Project', its feature list. */
export function NoProjectsState({
  onCreate,
  icon,
  title,
  description,
  children,
}: {
  onCreate: () => void;
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <EmptyState
      className="py-12"
      icon={icon}
      title={title}
      description={description}
      action={<CreateButton onClick={onCreate}>Create Your First Project</CreateButton>}
    >
      {children}
    </EmptyState>
  );
}

function CreateButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      {children}
    </Button>
  );
}
