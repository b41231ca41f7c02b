import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TOKEN_COPY_WARNING, type AccountSession, type ApiToken } from '@plotline/shared';
import { DEFAULT_VIEW_STORAGE_KEY } from '@/api/preferences';
import { fail, mockFetch, ok, requestsWith } from '@/test/fetch-mock';
import { renderSignedIn } from '@/test/render';
import { makeUser } from '@/test/users';
import { AccountPage } from './account-page';
import { describeUserAgent } from './utils/format';

const SECRET = 'plt_s3cr3t-value-shown-once';

const session = (overrides: Partial<AccountSession> = {}): AccountSession => ({
  id: '0190f5b2-0000-7000-8000-0000000000c1',
  createdAt: '2026-01-01T10:00:00.000Z',
  lastSeenAt: new Date().toISOString(),
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  ipAddress: '203.0.113.9',
  isCurrent: true,
  ...overrides,
});

function renderPage(user = makeUser()) {
  return renderSignedIn(<AccountPage />, { user, route: '/account' });
}

/** Answers the page's reads (no preferences, sessions or tokens unless `handlers` say otherwise) and `handlers`. */
function mockAccount(handlers: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/v1/preferences/ui': ok({}),
    'GET /api/v1/account/sessions': ok([]),
    'GET /api/v1/account/api-tokens': ok([]),
    ...handlers,
  });
}

afterEach(() => {
  window.localStorage.clear();
});

describe('AccountPage', () => {
  it('shows a new token once, with the warning, and never again after Done; the list shows its access and expiry', async () => {
    let tokens: ApiToken[] = [];
    const created = {
      id: '0190f5b2-0000-7000-8000-0000000000d1',
      name: 'CI script',
      createdAt: '2026-02-01T10:00:00.000Z',
      expiresAt: '2099-03-03T10:00:00.000Z',
      scope: 'read' as const,
    };
    const fetchMock = mockAccount({
      'GET /api/v1/account/sessions': ok([session()]),
      'GET /api/v1/account/api-tokens': () => ok(tokens),
      'POST /api/v1/account/api-tokens': ({ body }) => {
        tokens = [{ ...created, lastUsedAt: null }];
        expect(body).toEqual({ name: 'CI script', scope: 'read', expiresInDays: 30 });
        return { status: 201, body: { success: true, data: { ...created, token: SECRET } } };
      },
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'CI script');
    await user.selectOptions(screen.getByLabelText('Access'), 'Read only');
    const days = screen.getByLabelText('Expires in (days)');
    expect(days).toHaveValue(90);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const notice = await screen.findByRole('region', { name: 'New API token' });
    expect(within(notice).getByText(API_TOKEN_COPY_WARNING)).toBeInTheDocument();
    expect(API_TOKEN_COPY_WARNING).toBe("Copy this token now. You won't be able to see it again.");
    expect(within(notice).getByDisplayValue(SECRET)).toHaveAttribute('readonly');

    // The list shows the token by name, without the secret.
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('CI script')).toBeInTheDocument();
    expect(within(list).getByText('Read only')).toBeInTheDocument();
    expect(within(list).getByText('Mar 3, 2099')).toBeInTheDocument();
    expect(list.textContent).not.toContain(SECRET);

    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'New API token' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(1);
  });

  it('creates a read and write token that expires after 90 days unless told otherwise', async () => {
    const requests: unknown[] = [];
    mockAccount({
      'POST /api/v1/account/api-tokens': ({ body }) => {
        requests.push(body);
        const data = { id: '0190f5b2-0000-7000-8000-0000000000d3', name: 'Sync', createdAt: '2026-02-01T10:00:00.000Z', expiresAt: '2026-05-02T10:00:00.000Z', scope: 'read_write', token: SECRET };
        return { status: 201, body: { success: true, data } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('You have no API tokens yet.');
    expect(screen.getByLabelText('Access')).toHaveValue('read_write');
    await user.type(screen.getByLabelText('Name'), 'Sync');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByRole('region', { name: 'New API token' });
    expect(requests).toEqual([{ name: 'Sync', scope: 'read_write', expiresInDays: 90 }]);
  });

  it('refuses an empty expiry: every token expires', async () => {
    const fetchMock = mockAccount();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('You have no API tokens yet.');
    await user.type(screen.getByLabelText('Name'), 'Forever');
    await user.clear(screen.getByLabelText('Expires in (days)'));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Expires in (days) is required')).toBeInTheDocument();
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('refuses a bad name and expiry before calling the server, naming the field', async () => {
    const fetchMock = mockAccount();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('You have no API tokens yet.');
    await user.clear(screen.getByLabelText('Expires in (days)'));
    await user.type(screen.getByLabelText('Expires in (days)'), '400');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Expires in (days) must be at most 365')).toBeInTheDocument();
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('puts a refusal the server names on its field, and says what the chosen access allows', async () => {
    mockAccount({ 'POST /api/v1/account/api-tokens': fail(400, 'VALIDATION_ERROR', 'expiresInDays: must be at most 365') });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('You have no API tokens yet.');
    expect(screen.getByLabelText('Access')).toHaveAccessibleDescription('Can read and change');
    await user.selectOptions(screen.getByLabelText('Access'), 'Read only');
    expect(screen.getByLabelText('Access')).toHaveAccessibleDescription('Can only read');
    await user.type(screen.getByLabelText('Name'), 'Sync');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Expires in (days)')).toHaveAccessibleDescription('expiresInDays: must be at most 365'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Sync');
  });

  it('revokes a token after confirmation', async () => {
    let tokens: ApiToken[] = [
      {
        id: '0190f5b2-0000-7000-8000-0000000000d2',
        name: 'Old script',
        createdAt: '2026-01-01T00:00:00.000Z',
        lastUsedAt: null,
        expiresAt: '2099-12-01T00:00:00.000Z',
        scope: 'read_write',
      },
    ];
    const remove = vi.fn(() => {
      tokens = [];
      return ok({ id: '0190f5b2-0000-7000-8000-0000000000d2' });
    });
    mockAccount({
      'GET /api/v1/account/api-tokens': () => ok(tokens),
      'DELETE /api/v1/account/api-tokens/0190f5b2-0000-7000-8000-0000000000d2': remove,
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Revoke Old script' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke API token?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
  });

  it('shows the profile, the sessions with the current device, and the default views that are saved back', async () => {
    mockAccount({
      'GET /api/v1/preferences/ui': ok({ default_view: 'calendar' }),
      'GET /api/v1/account/sessions': ok([session(), session({ id: '0190f5b2-0000-7000-8000-0000000000c2', isCurrent: false, userAgent: null, ipAddress: null })]),
      'PUT /api/v1/preferences/ui/default_view': ({ body }) => ok({ category: 'ui', key: 'default_view', value: (body as { value: string }).value }),
    });
    const user = userEvent.setup();
    renderPage(makeUser({ sysRole: 'Premium', organizationRole: 'admin' }));
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Plan: Premium')).toBeInTheDocument();
    expect(await screen.findByText('This device')).toBeInTheDocument();
    expect(screen.getByText('Chrome on macOS')).toBeInTheDocument();
    expect(screen.getByText('Unknown device')).toBeInTheDocument();

    const select = screen.getByLabelText('Default view');
    await waitFor(() => expect(select).toHaveValue('calendar'));
    const labels = within(select).getAllByRole('option').map((option) => option.textContent);
    // Only timeline, calendar and table are saved back, even for an organization admin.
    expect(labels).toEqual(['Timeline', 'Calendar', 'Table']);
    await user.selectOptions(select, 'table');
    expect(await screen.findByText('Default view set to Table')).toBeInTheDocument();
    expect(window.localStorage.getItem(DEFAULT_VIEW_STORAGE_KEY)).toBe('table');
  });
});

describe('describeUserAgent', () => {
  it('names browser and system, and copes with the unknown', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge on Windows');
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Linux');
    expect(describeUserAgent('curl/8.5.0')).toBe('curl');
    expect(describeUserAgent(null)).toBe('Unknown device');
  });
});
