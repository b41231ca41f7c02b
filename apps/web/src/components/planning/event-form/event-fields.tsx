import { useId, type ComponentProps, type ReactNode } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ObjectiveMap } from '@plotline/shared';
import { Input } from '@/components/ui/input';
import { CHECKBOX_CLASS } from '@/components/ui/check-row';
import { SELECT_CLASS } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_FIELD_LABELS,
  EVENT_FORM_FIELDS,
  EVENT_TITLE_MAX_LENGTH,
  type EventFieldOrder,
  type EventFormField,
  type EventFormValues,
} from './event-form-schema';
import type { DependsOnOption } from './depends-on';
import { DependsOnPicker } from './depends-on-picker';

/*
 * The one set of event fields (docs/decisions.md D30). A view chooses the layout (a dialog's
 * columns or the table's inline row), how labels mark fields ('Title *' in the calendar, 'End Date
 * (optional)' in the timeline), whether the timeline is chosen, shown or implied, and the fields'
 * order (the calendar lists them as the spec's Edit Event does).
 */

export type EventFieldsLayout = 'dialog' | 'row';

/** 'required' adds ' *' to the required fields, 'optional' adds ' (optional)' to the others. */
export type EventLabelMarks = 'none' | 'required' | 'optional';

/** What the view offers for the timeline: a choice, the event's timeline shown read-only, or nothing. */
export type EventTimelineField = { choose: ReadonlyArray<{ id: string; name: string }> } | { show: string } | null;

const MARKED: Record<EventLabelMarks, Partial<Record<EventFormField, string>>> = {
  none: {},
  required: { title: ' *', date: ' *' },
  optional: { endDate: ' (optional)', description: ' (optional)' },
};

export function eventFieldLabel(field: EventFormField, marks: EventLabelMarks): string {
  return EVENT_FIELD_LABELS[field] + (MARKED[marks][field] ?? '');
}

const ROW_CONTROL =
  'h-9 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none aria-invalid:border-red-500';
const TEXTAREA_CLASS =
  'block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none aria-invalid:border-red-500';

/** The row layout's smaller input (Input's look would fight these sizes: class names are not merged). */
function RowInput({ type, ...props }: ComponentProps<'input'>) {
  return <input type={type ?? 'text'} className={ROW_CONTROL} {...props} />;
}

export interface EventFieldsProps {
  form: UseFormReturn<EventFormValues, unknown, unknown>;
  objectives: ObjectiveMap;
  layout?: EventFieldsLayout;
  marks?: EventLabelMarks;
  timeline?: EventTimelineField;
  /** The order of the fields; give the same one to `useEventForm` so its message is the first problem shown. */
  order?: EventFieldOrder;
  /** The id of the view's message line, which invalid fields point to. */
  messageId?: string;
  /** The events the "Depends on" picker offers (`dependsOnOptions`); without them there is no picker. */
  dependsOn?: readonly DependsOnOption[];
}

export function EventFields({
  form,
  objectives,
  layout = 'dialog',
  marks = 'none',
  timeline = null,
  order = EVENT_FORM_FIELDS,
  messageId,
  dependsOn,
}: EventFieldsProps) {
  const prefix = useId();
  const { errors } = form.formState;
  // A milestone is one day: its End Date is emptied and cannot be filled (docs/decisions.md D38).
  const isMilestone = useWatch({ control: form.control, name: 'isMilestone' });
  const isRow = layout === 'row';
  const options = Object.values(objectives);

  const control = (field: EventFormField) => ({
    id: `${prefix}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] && messageId ? messageId : undefined,
  });
  const field = (name: EventFormField, child: ReactNode, wide = false) => (
    <div
      key={name}
      className={
        isRow
          ? cn('flex flex-col gap-1', wide && 'min-w-48 flex-1')
          : cn('space-y-1.5', wide && 'sm:col-span-2')
      }
    >
      <label htmlFor={`${prefix}-${name}`} className={isRow ? 'text-xs font-medium text-gray-600' : 'block text-sm font-medium text-gray-700'}>
        {eventFieldLabel(name, marks)}
      </label>
      {child}
    </div>
  );
  const TextInput = isRow ? RowInput : Input;
  const selectClass = isRow ? ROW_CONTROL : SELECT_CLASS;

  const shown = order.filter((name) => name !== 'timelineId' || timeline);
  // In the dialog's two columns the dates share a row; the timeline and the objective share one when
  // they are neighbours in the order, and otherwise each takes the whole row.
  const pairsWithNeighbour = (name: EventFormField) => {
    const at = shown.indexOf(name);
    const other = name === 'timelineId' ? 'objective' : 'timelineId';
    return shown[at - 1] === other || shown[at + 1] === other;
  };
  const inputs: Record<EventFormField, () => ReactNode> = {
    timelineId: () =>
      timeline && 'choose' in timeline ? (
        <select className={selectClass} {...control('timelineId')} {...form.register('timelineId')}>
          <option value="">Select a timeline</option>
          {timeline.choose.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      ) : (
        <TextInput id={`${prefix}-timelineId`} value={timeline?.show ?? ''} readOnly disabled />
      ),
    objective: () => (
      <select className={selectClass} {...control('objective')} {...form.register('objective')}>
        {options.map((objective) => (
          <option key={objective.id} value={objective.id}>
            {objective.name}
          </option>
        ))}
      </select>
    ),
    date: () => <TextInput type="date" {...control('date')} {...form.register('date', { deps: ['endDate'] })} />,
    endDate: () => (
      <TextInput
        type="date"
        min={form.watch('date') || undefined}
        disabled={isMilestone}
        title={isMilestone ? 'A milestone is a single day' : undefined}
        {...control('endDate')}
        {...form.register('endDate')}
      />
    ),
    title: () => <TextInput maxLength={EVENT_TITLE_MAX_LENGTH} {...control('title')} {...form.register('title')} />,
    description: () =>
      isRow ? (
        <TextInput maxLength={EVENT_DESCRIPTION_MAX_LENGTH} {...control('description')} {...form.register('description')} />
      ) : (
        <textarea
          rows={3}
          maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
          className={TEXTAREA_CLASS}
          {...control('description')}
          {...form.register('description')}
        />
      ),
  };
  const isWide = (name: EventFormField) =>
    name === 'title' || name === 'description' || ((name === 'timelineId' || name === 'objective') && !isRow && !pairsWithNeighbour(name));

  const boxClass = cn('flex items-center gap-2 text-sm font-medium text-gray-700', isRow && 'self-end pb-2 text-xs text-gray-600');
  const milestone = (
    <label key="isMilestone" className={boxClass}>
      <input
        type="checkbox"
        className={CHECKBOX_CLASS}
        {...form.register('isMilestone', {
          onChange: (event: { target: { checked: boolean } }) => {
            if (event.target.checked) form.setValue('endDate', '', { shouldValidate: form.formState.isSubmitted });
          },
        })}
      />
      Milestone
    </label>
  );
  // A freeze's days clash with any project's deployments (docs/decisions.md D44).
  const freeze = (
    <label key="isFreeze" className={boxClass}>
      <input type="checkbox" className={CHECKBOX_CLASS} {...form.register('isFreeze')} />
      Freeze
    </label>
  );
  const flags = isRow ? (
    [milestone, freeze]
  ) : (
    <div key="flags" className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2">
      {milestone}
      {freeze}
    </div>
  );
  // The box follows the dates (the end date, or the start when a view leaves the end out).
  const after = shown.includes('endDate') ? 'endDate' : 'date';
  return (
    <div className={isRow ? 'contents' : 'grid gap-4 sm:grid-cols-2'}>
      {shown.flatMap((name) => {
        const element = field(name, inputs[name](), isWide(name));
        return name === after ? [element, flags].flat() : [element];
      })}
      {dependsOn && !isRow ? <DependsOnField form={form} options={dependsOn} /> : null}
    </div>
  );
}

function DependsOnField({ form, options }: { form: EventFieldsProps['form']; options: readonly DependsOnOption[] }) {
  const { field } = useController({ control: form.control, name: 'dependsOn' });
  return <DependsOnPicker options={options} value={field.value} onChange={field.onChange} />;
}

/** The view's one message line (the first problem), which invalid fields point to. */
export function EventFormMessage({ id, message, className }: { id: string; message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm text-red-600', className)}>
      {message}
    </p>
  );
}
