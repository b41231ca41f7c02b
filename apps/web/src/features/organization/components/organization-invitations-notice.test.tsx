import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganizationInvitation } from '@plotline/shared';
import { useCurrentUserQuery } from '@/api/auth';
import { markFirstPaint } from '@/lib/after-first-paint';
import { fail, mockFetch, ok, okWithMessage } from '@/test/fetch-mock';
import { renderSignedIn } from '@/test/render';
import { makeUser } from '@/test/users';
import { OrganizationInvitationsNotice } from './organization-invitations-notice';

const INVITATIONS = '/api/v1/account/organization-invitations';
const me = makeUser();

const invitation = (overrides: Partial<OrganizationInvitation> = {}): OrganizationInvitation => ({
  id: '0190f5b2-0000-7000-8000-0000000000a1',
  organizationId: '0190f5b2-0000-7000-8000-0000000000f1',
  organizationName: 'Analytical Engines',
  organizationRole: 'member',
  userId: me.id,
  userName: me.name,
  userEmail: me.email,
  invitedByName: 'Charles Babbage',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** Shows the signed-in user's organization, as the shell's own user query would. */
function OrganizationProbe() {
  const { data } = useCurrentUserQuery();
  return <p>Organization: {data?.organizationId ?? 'none'}</p>;
}

function renderNotice() {
  return renderSignedIn(
    <>
      <OrganizationInvitationsNotice />
      <OrganizationProbe />
    </>,
    { user: me },
  );
}

describe('OrganizationInvitationsNotice', () => {
  // First in the file: the first paint is marked once per page (lib/after-first-paint.ts).
  it('asks for the invitations after the screen’s first paint, and shows nothing without any', async () => {
    const fetchMock = mockFetch({ [`GET ${INVITATIONS}`]: ok([]) });
    renderNotice();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => markFirstPaint());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'Organization invitations' })).not.toBeInTheDocument();
  });

  it('accepts an invitation: the server is told, the success shows and the user and invitations are re-read', async () => {
    let invitations = [invitation(), invitation({ id: '0190f5b2-0000-7000-8000-0000000000a2', organizationName: 'Difference Ltd', organizationRole: 'admin' })];
    const joined = { ...me, organizationId: invitation().organizationId, organizationRole: 'member' as const };
    let currentUser = me;
    const fetchMock = mockFetch({
      [`GET ${INVITATIONS}`]: () => ok(invitations),
      'GET /auth/user': () => ok(currentUser),
      [`POST ${INVITATIONS}/${invitation().id}/accept`]: () => {
        invitations = invitations.slice(1);
        currentUser = joined;
        return okWithMessage(invitation(), 'You joined Analytical Engines');
      },
    });
    renderNotice();
    expect(screen.getByText('Organization: none')).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Organization invitations' });
    expect(within(region).getByText('Charles Babbage invited you to join Analytical Engines as a member.')).toBeInTheDocument();
    expect(within(region).getByText('Charles Babbage invited you to join Difference Ltd as an admin.')).toBeInTheDocument();

    const [firstAccept] = within(region).getAllByRole('button', { name: 'Accept' });
    expect(firstAccept).toHaveAccessibleDescription('Charles Babbage invited you to join Analytical Engines as a member.');
    await userEvent.click(firstAccept!);

    expect(await screen.findByText('You joined Analytical Engines')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/join Analytical Engines/)).not.toBeInTheDocument());
    expect(screen.getByText('Charles Babbage invited you to join Difference Ltd as an admin.')).toBeInTheDocument();
    expect(await screen.findByText(`Organization: ${joined.organizationId}`)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(`${invitation().id}/accept`) && init?.method === 'POST')).toBe(true);
  });

  it("shows the server's reason when accepting is refused, and declines", async () => {
    let invitations = [invitation()];
    mockFetch({
      [`GET ${INVITATIONS}`]: () => ok(invitations),
      'GET /auth/user': ok(me),
      [`POST ${INVITATIONS}/${invitation().id}/accept`]: fail(409, 'CONFLICT', 'Analytical Engines has no free seats: all 2 active seat(s) are taken by active members and open invitations'),
      [`POST ${INVITATIONS}/${invitation().id}/decline`]: () => {
        invitations = [];
        return okWithMessage(invitation(), 'You declined the invitation to Analytical Engines');
      },
    });
    renderNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/has no free seats/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Organization invitations' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation to Analytical Engines')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Organization invitations' })).not.toBeInTheDocument());
  });
});
