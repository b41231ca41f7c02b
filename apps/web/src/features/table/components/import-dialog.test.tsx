import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockFetch, ok, requestsWith, type MockResponse } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ImportDialog, importResultMessage } from './import-dialog';

const file = (name: string, type: string, text = '{}') => new File([text], name, { type });

describe('ImportDialog', () => {
  it('stays open while an import is on its way, so its result is not lost', async () => {
    const answer = deferred<MockResponse>();
    mockFetch({ 'POST /api/v1/import': () => answer.promise });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ImportDialog open onOpenChange={onOpenChange} />);
    const data = JSON.stringify({ projects: [{ name: 'P', timelines: [] }] });
    await user.upload(screen.getByLabelText('Choose JSON file'), file('export.json', 'application/json', data));
    await user.click(screen.getByRole('button', { name: 'Append Data' }));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);

    answer.resolve(ok({ projectsImported: 1, timelinesImported: 0, eventsImported: 0, replaced: false, message: 'ok' }));
    expect(await screen.findByText(/added to your existing data/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks for a file, refuses non-JSON, and imports in append mode by default', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/import': ({ body }) =>
        ok({
          projectsImported: 1,
          timelinesImported: 2,
          eventsImported: 3,
          replaced: (body as { replace: boolean }).replace,
          message: 'ok',
        }),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Append Data' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file first');

    const input = screen.getByLabelText('Choose JSON file');
    await user.upload(input, file('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid JSON file');

    const data = JSON.stringify({
      projects: [
        { name: 'Imported', timelines: [{ name: 'T', events: [{ title: 'E', date: '2025-08-01' }] }] },
      ],
    });
    await user.upload(input, file('export.json', 'application/json', data));
    await user.click(screen.getByRole('button', { name: 'Append Data' }));
    expect(await screen.findByText(/added to your existing data/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ replace: false });
  });

  it('warns before Replace All and words the result differently', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'Replace All' }));
    expect(screen.getByText(/permanently deletes all projects you own/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace Data' })).toBeInTheDocument();
    expect(
      importResultMessage({ replaced: true, projectsImported: 1, timelinesImported: 1, eventsImported: 1 }),
    ).toMatch(/^All previous data was removed and replaced/);
  });

  it('does not offer the same import again after it succeeded', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/import': ok({
        projectsImported: 1,
        timelinesImported: 1,
        eventsImported: 1,
        replaced: false,
        message: 'ok',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    const input = screen.getByLabelText('Choose JSON file');
    const data = JSON.stringify({ projects: [{ name: 'Imported', timelines: [] }] });
    await user.upload(input, file('export.json', 'application/json', data));
    await user.click(screen.getByRole('button', { name: 'Append Data' }));
    expect(await screen.findByText(/added to your existing data/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Append Data' })).toBeDisabled();
    // Switching the mode does not bring the same file back either.
    await user.click(screen.getByRole('radio', { name: 'Replace All' }));
    expect(screen.getByRole('button', { name: 'Replace Data' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^Append/ }));

    // Choosing a file (even the same one, on purpose) offers the import again.
    await user.upload(input, file('export.json', 'application/json', data));
    expect(screen.getByRole('button', { name: 'Append Data' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Append Data' }));
    await screen.findByText(/added to your existing data/);
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(2);
  });

  it('names a file that is not JSON inside with the parser\'s text', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    await user.upload(screen.getByLabelText('Choose JSON file'), file('broken.json', 'application/json', '{ not json'));
    await user.click(screen.getByRole('button', { name: 'Append Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to import data: Invalid import data format');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
