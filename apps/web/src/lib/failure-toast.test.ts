import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { ApiError } from './api-client';
import { CONFLICT_MESSAGE, failureMessage, toastChangeFailure, toastFailure } from './failure-toast';

const serverError = (status: number, message?: string) => new ApiError({ status, code: 'X', message });
const networkError = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error. Please check your connection.' });

describe('failure toasts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('say nothing once the 403 handler has told the user', () => {
    const error = serverError(403, 'No access');
    error.isNotified = true;
    const shown = vi.spyOn(toast, 'error');
    toastFailure('Failed to remove user', error, 'server-first');
    toastChangeFailure('Failed to update event', error);
    expect(shown).not.toHaveBeenCalled();
  });

  it('server-first: the server names the reason; a network failure keeps the screen text', () => {
    const shown = vi.spyOn(toast, 'error');
    toastFailure('Failed to accept the invitation', serverError(409, 'The organization is full'), 'server-first');
    toastFailure('Failed to accept the invitation', networkError(), 'server-first');
    toastFailure('Failed to accept the invitation', serverError(500), 'server-first');
    expect(shown.mock.calls.map(([text]) => text)).toEqual([
      'The organization is full',
      'Failed to accept the invitation',
      'Failed to accept the invitation',
    ]);
  });

  it('reason-below: the screen text as title, the reason underneath only when it adds something', () => {
    const shown = vi.spyOn(toast, 'error');
    toastFailure('Failed to delete user', serverError(400, 'Owns projects'), 'reason-below');
    toastFailure('Failed to delete user', serverError(400, 'Failed to delete user'), 'reason-below');
    expect(shown.mock.calls).toEqual([['Failed to delete user', { description: 'Owns projects' }], ['Failed to delete user']]);
  });

  it('a planning change says prefix and reason, or the conflict note for a stale version', () => {
    expect(failureMessage('Failed to update event', serverError(400, 'Title is too long'))).toBe('Failed to update event: Title is too long');
    expect(failureMessage('Failed to update event', serverError(409, 'Stale'))).toBe(CONFLICT_MESSAGE);
    const shown = vi.spyOn(toast, 'error');
    toastChangeFailure('Failed to delete event', serverError(404, 'Event not found'));
    expect(shown).toHaveBeenCalledWith('Failed to delete event: Event not found');
  });
});
