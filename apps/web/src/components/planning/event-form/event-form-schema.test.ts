import { describe, expect, it } from 'vitest';
import { BUILTIN_OBJECTIVE_MAP, createEventBodySchema, PLANNING_MESSAGES, updateEventBodySchema } from '@plotline/shared';
import { issueMessages } from '@/lib/form-errors';
import {
  eventFormDefaults,
  eventFormSchema,
  eventFormWording,
  toEventLinks,
  toEventRequest,
  type EventFormValues,
} from './event-form-schema';

const TIMELINE = '0196b6d2-0000-7000-8000-000000000001';
const filled: EventFormValues = {
  timelineId: TIMELINE,
  objective: 'development',
  date: '2025-08-01',
  endDate: '',
  title: 'Kickoff',
  description: '',
  isMilestone: false,
  isFreeze: false,
  dependsOn: [],
};

/** What a view would show per field for these values. */
function messages(values: Partial<EventFormValues>, missing?: string) {
  const result = eventFormSchema.safeParse({ ...filled, ...values });
  return result.success ? {} : issueMessages(result.error, eventFormWording(missing));
}

describe('toEventRequest', () => {
  it('trims the title and the description and sends an empty end date as null', () => {
    expect(toEventRequest({ ...filled, title: '  Kickoff  ', description: '\n notes \n' })).toEqual({
      timelineId: TIMELINE,
      objective: 'development',
      date: '2025-08-01',
      endDate: null,
      title: 'Kickoff',
      description: 'notes',
      isMilestone: false,
      isFreeze: false,
    });
  });

  it('sends a milestone without an end date, whatever the end input held, and its predecessors apart', () => {
    const values = { ...filled, isMilestone: true, isFreeze: false, endDate: '2025-07-01', dependsOn: ['a', 'b'] };
    expect(messages(values)).toEqual({});
    const { timelineId: _timeline, ...body } = toEventRequest(values);
    expect(body).toMatchObject({ isMilestone: true, isFreeze: false, endDate: null });
    expect(createEventBodySchema.safeParse(body).success).toBe(true);
    expect(toEventLinks(values)).toEqual({ dependsOn: ['a', 'b'] });
  });

  it('keeps an end date and builds a body both shared request schemas accept', () => {
    const { timelineId: _timeline, ...body } = toEventRequest({ ...filled, endDate: '2025-08-05' });
    expect(body.endDate).toBe('2025-08-05');
    expect(createEventBodySchema.safeParse(body).success).toBe(true);
    expect(updateEventBodySchema.safeParse({ ...body, version: 3 }).success).toBe(true);
  });

  it('refuses values the form would not accept', () => {
    expect(() => toEventRequest({ ...filled, title: '   ' })).toThrow();
  });
});

describe('eventFormSchema', () => {
  it('refuses an end date before the start with the spec sentence', () => {
    expect(messages({ date: '2025-08-05', endDate: '2025-08-01' })).toEqual({ endDate: PLANNING_MESSAGES.endBeforeStart });
  });

  it('accepts an end date on the start day', () => {
    expect(messages({ date: '2025-08-05', endDate: '2025-08-05' })).toEqual({});
  });

  it('says the end date even while the title is still blank', () => {
    expect(messages({ title: '', date: '2025-08-05', endDate: '2025-08-01' }, 'Please fill in date and title')).toEqual({
      title: 'Please fill in date and title',
      endDate: PLANNING_MESSAGES.endBeforeStart,
    });
  });

  it('holds the title to the shared schema limit, counted after trimming', () => {
    const limit = createEventBodySchema.shape.title.maxLength ?? 0;
    expect(limit).toBe(200);
    expect(messages({ title: ` ${'a'.repeat(limit)} ` })).toEqual({});
    expect(messages({ title: 'a'.repeat(limit + 1) })).toEqual({ title: `Title must be at most ${limit} characters` });
  });

  it("words blank required fields with the view's sentence, or names the field", () => {
    const blank = { timelineId: '', date: '', title: '  ' };
    const panel = 'Please fill in timeline, date, and title';
    expect(messages(blank, panel)).toEqual({ timelineId: panel, date: panel, title: panel });
    expect(messages(blank)).toEqual({
      timelineId: 'Timeline is required',
      date: 'Start Date is required',
      title: 'Title is required',
    });
  });
});

describe('eventFormDefaults', () => {
  it('opens an empty form in the given timeline with the default objective', () => {
    const defaults = eventFormDefaults(null, { timelineId: TIMELINE });
    expect(defaults).toMatchObject({ timelineId: TIMELINE, objective: 'preparation', dependsOn: [] });
    // Every other field starts empty or unticked.
    const rest = Object.entries(defaults).filter(([key]) => !['timelineId', 'objective', 'dependsOn'].includes(key));
    expect(rest.map(([, value]) => value).every((value) => value === '' || value === false)).toBe(true);
    expect(Object.keys(defaults).sort()).toEqual(
      ['date', 'dependsOn', 'description', 'endDate', 'isFreeze', 'isMilestone', 'objective', 'timelineId', 'title'],
    );
  });

  it("opens an event's calendar days, and an objective the map does not know as the default", () => {
    const event = {
      timelineId: TIMELINE,
      objective: 'retired-objective',
      date: '2025-08-01T12:00:00.000Z',
      endDate: '2025-08-03T12:00:00.000Z',
      title: 'Sprint',
      description: 'Build',
    };
    expect(eventFormDefaults(event, { objectives: BUILTIN_OBJECTIVE_MAP })).toEqual({
      timelineId: TIMELINE,
      objective: 'preparation',
      date: '2025-08-01',
      endDate: '2025-08-03',
      title: 'Sprint',
      description: 'Build',
      isMilestone: false,
      isFreeze: false,
      dependsOn: [],
    });
    expect(eventFormDefaults({ ...event, endDate: null }).endDate).toBe('');
    expect(eventFormDefaults({ ...event, isMilestone: true }, { dependsOn: ['x'] })).toMatchObject({ isMilestone: true, isFreeze: false, dependsOn: ['x'] });
  });
});
