import { ConfirmFor } from '@/components/ui/confirm-dialog';

/** What a delete needs of an event (a timeline's event, a table row, a calendar item). */
export interface EventToDelete {
  id: string;
  timelineId: string;
}

export interface DeleteEventConfirmProps {
  /** Open while set. */
  event: EventToDelete | null;
  onClose: () => void;
  onDelete: (event: EventToDelete) => void;
}

/** The one 'Delete Event' confirmation ('Are you sure you want to delete this event?') of every view. */
export function DeleteEventConfirm({ event, onClose, onDelete }: DeleteEventConfirmProps) {
  return (
    <ConfirmFor
      item={event}
      onClose={onClose}
      title="Delete Event"
      description="Are you sure you want to delete this event?"
      confirmLabel="Delete"
      isDestructive
      onConfirm={onDelete}
    />
  );
}
