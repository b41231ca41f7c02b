import { useState, type FormEvent } from 'react';
import { DEFAULT_COLOR, nameSchema, PLANNING_MESSAGES } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PanelDialog } from './panel-dialog';

export function CreateTimelineDialog({
  open,
  onOpenChange,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (name: string, color: string) => void;
}) {
  return (
    <PanelDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Timeline"
      description="Give your new timeline a name:"
    >
      {open ? <CreateTimelineForm onCancel={() => onOpenChange(false)} onCreate={onCreate} /> : null}
    </PanelDialog>
  );
}

function CreateTimelineForm({
  onCancel,
  onCreate,
}: {
  onCancel: () => void;
  onCreate: (name: string, color: string) => void;
}) {
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_COLOR);
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(PLANNING_MESSAGES.timelineNameRequired);
      return;
    }
    onCreate(name.trim(), color.toUpperCase());
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <Label htmlFor="new-timeline-name">Timeline name</Label>
        <Input
          id="new-timeline-name"
          className="mt-1.5"
          value={name}
          maxLength={nameSchema.maxLength ?? undefined}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <p role="alert" className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Label htmlFor="new-timeline-color">Colour</Label>
        <input
          id="new-timeline-color"
          type="color"
          className="mt-1.5 h-10 w-16 cursor-pointer rounded border border-gray-300"
          value={color}
          onChange={(event) => setColor(event.target.value)}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Create Timeline</Button>
      </div>
    </form>
  );
}
