import { describe, expect, it, vi } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import { fillFields, renderOpenDialog } from '@/test/dialogs';
import { BUILTIN_OBJECTIVE_MAP, PLANNING_MESSAGES } from '@plotline/shared';
import { EventDialog, type EventDialogProps } from './event-dialog';
import { eventFormDefaults } from './event-form-schema';

const TIMELINE = '0196b6d2-0000-7000-8000-000000000001';
const OTHER = '0196b6d2-0000-7000-8000-000000000002';

function renderDialog(props: Partial<EventDialogProps>) {
  const onSubmit = vi.fn();
  const rendered = renderOpenDialog(
    (frame) => (
      <EventDialog
        {...frame}
        title="Event"
        submitLabel="Save"
        defaults={eventFormDefaults(null, { timelineId: TIMELINE })}
        objectives={BUILTIN_OBJECTIVE_MAP}
        onSubmit={onSubmit}
        {...props}
      />
    ),
    props.title ?? 'Event',
  );
  return { ...rendered, onSubmit };
}

describe('EventDialog', () => {
  it("says the view's sentence for blank fields, then sends the built request and closes", async () => {
    const { onSubmit, onOpenChange, user, dialog } = renderDialog({
      marks: 'optional',
      missingMessage: 'Please fill in date and title',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in date and title');
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await fillFields(user, dialog, { 'Start Date': '2025-08-01', 'Title': '  Review  ', 'Description (optional)': 'Notes ' });
    expect(within(dialog).getByLabelText('End Date (optional)')).toHaveAttribute('min', '2025-08-01');
    // The inputs stop where the shared schemas do.
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('maxLength', '200');
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveAttribute('maxLength', '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      timelineId: TIMELINE,
      objective: 'preparation',
      date: '2025-08-01',
      endDate: null,
      title: 'Review',
      description: 'Notes',
      isMilestone: false,
      isFreeze: false,
    }, { dependsOn: [] });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses an end date before the start with the spec sentence', async () => {
    const { onSubmit, user, dialog } = renderDialog({ missingMessage: 'Please fill in date and title' });
    await fillFields(user, dialog, { 'Start Date': '2025-08-05', 'End Date': '2025-08-01', 'Title': 'Backwards' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PLANNING_MESSAGES.endBeforeStart);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('without a sentence, holds Save while a required field is blank and says an early end as it is typed', async () => {
    const event = {
      timelineId: TIMELINE,
      objective: 'testing',
      date: '2025-08-04T12:00:00.000Z',
      endDate: null,
      title: 'Beta',
      description: '',
    };
    const { user, dialog } = renderDialog({
      title: 'Edit Event',
      marks: 'required',
      timeline: { show: 'Backend' },
      defaults: eventFormDefaults(event),
    });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(within(dialog).getByLabelText('Timeline')).toHaveValue('Backend');
    expect(within(dialog).getByLabelText('Objective')).toHaveValue('testing');
    expect(save).toBeEnabled();

    await user.clear(within(dialog).getByLabelText('Title *'));
    expect(save).toBeDisabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title *'), 'Beta 2');
    expect(save).toBeEnabled();

    fireEvent.change(within(dialog).getByLabelText('End Date'), { target: { value: '2025-08-01' } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PLANNING_MESSAGES.endBeforeStart);
    expect(save).toBeDisabled();
    // Moving the start back clears it: the end date is checked again with the start.
    fireEvent.change(within(dialog).getByLabelText('Start Date *'), { target: { value: '2025-07-30' } });
    await vi.waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(save).toBeEnabled();
  });

  it('offers the timeline to choose and names a blank one in the sentence', async () => {
    const { onSubmit, user, dialog } = renderDialog({
      timeline: { choose: [{ id: TIMELINE, name: 'Backend' }, { id: OTHER, name: 'Frontend' }] },
      missingMessage: 'Please fill in timeline, date, and title',
    });
    const timeline = within(dialog).getByLabelText('Timeline');
    expect(timeline).toHaveValue(TIMELINE);
    await user.selectOptions(timeline, '');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in timeline, date, and title');

    await user.selectOptions(timeline, OTHER);
    await fillFields(user, dialog, { 'Start Date': '2025-08-01', 'End Date': '2025-08-03', 'Title': 'Launch' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ timelineId: OTHER, endDate: '2025-08-03' }), { dependsOn: [] });
  });
  it("lays the fields out in the view's order and reports the first problem in that order", async () => {
    const { user, dialog } = renderDialog({
      title: 'Edit Event',
      marks: 'required',
      timeline: { show: 'Backend' },
      order: ['timelineId', 'title', 'date', 'endDate', 'objective', 'description'],
      missingMessage: 'Please fill in date and title',
    });
    const labels = Array.from(dialog.querySelectorAll('label'), (label) => label.textContent);
    expect(labels).toEqual(['Timeline', 'Title *', 'Start Date *', 'End Date', 'Milestone', 'Freeze', 'Objective', 'Description']);

    // Two problems: a title over the limit (typed past maxLength by a script) and an early end date.
    fireEvent.change(within(dialog).getByLabelText('Title *'), { target: { value: 'x'.repeat(201) } });
    await fillFields(user, dialog, { 'Start Date *': '2025-08-05', 'End Date': '2025-08-01' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Title must be at most 200 characters');
  });

  it('by default reports the end date before the title, as it lays them out', async () => {
    const { user, dialog } = renderDialog({ missingMessage: 'Please fill in date and title' });
    const labels = Array.from(dialog.querySelectorAll('label'), (label) => label.textContent);
    expect(labels).toEqual(['Objective', 'Start Date', 'End Date', 'Milestone', 'Freeze', 'Title', 'Description']);
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'x'.repeat(201) } });
    await fillFields(user, dialog, { 'Start Date': '2025-08-05', 'End Date': '2025-08-01' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PLANNING_MESSAGES.endBeforeStart);
  });

  it('a milestone empties and locks the end date and is sent without one', async () => {
    const { onSubmit, user, dialog } = renderDialog({ missingMessage: 'Please fill in date and title' });
    await fillFields(user, dialog, { 'Start Date': '2025-08-01', 'End Date': '2025-08-09', 'Title': 'Go-live' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Milestone' }));
    expect(within(dialog).getByLabelText('End Date')).toBeDisabled();
    expect(within(dialog).getByLabelText('End Date')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isMilestone: true, isFreeze: false, endDate: null }), { dependsOn: [] });
  });

  it('a freeze is a box beside Milestone, sent as isFreeze, and an edited freeze opens ticked', async () => {
    const { onSubmit, user, dialog } = renderDialog({ missingMessage: 'Please fill in date and title' });
    await fillFields(user, dialog, { 'Start Date': '2025-12-20', 'End Date': '2026-01-04', 'Title': 'Year-end change freeze' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Freeze' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ isFreeze: true, isMilestone: false, endDate: '2026-01-04' }),
      { dependsOn: [] },
    );
    const frozen = { timelineId: TIMELINE, objective: 'business', date: '2025-12-20', endDate: null, title: 'Peak week', description: '', isFreeze: true };
    expect(eventFormDefaults(frozen).isFreeze).toBe(true);
  });

  it('"Depends on" searches the offered events, ticks them with the keyboard and sends them apart from the body', async () => {
    const dependsOn = [
      { id: 'e1', title: 'Rehearsal', date: '2025-07-01' },
      { id: 'e2', title: 'Go/no-go', date: '2025-07-05' },
      { id: 'e3', title: 'Freeze', date: '2025-07-03' },
    ];
    const event = { timelineId: TIMELINE, objective: 'testing', date: '2025-08-04', endDate: null, title: 'Cutover', description: '' };
    const { onSubmit, user, dialog } = renderDialog({ defaults: eventFormDefaults(event, { dependsOn: ['e3'] }), dependsOn });
    const list = within(dialog).getByRole('list', { name: 'Events to depend on' });
    // The chosen one first, then the others.
    expect(within(list).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Freeze07/03/2025',
      'Rehearsal07/01/2025',
      'Go/no-go07/05/2025',
    ]);
    expect(within(dialog).getByText('Depends on 1 event.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search events to depend on' }), 'rehe{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(list).queryByRole('checkbox', { name: /Go\/no-go/ })).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(within(list).getByRole('checkbox', { name: /Rehearsal/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(within(list).getByRole('checkbox', { name: /Freeze/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cutover' }), { dependsOn: ['e1'] });
  });

  it('has no picker unless the view offers events', () => {
    const { dialog } = renderDialog({});
    expect(within(dialog).queryByRole('group', { name: 'Depends on' })).not.toBeInTheDocument();
  });
});
