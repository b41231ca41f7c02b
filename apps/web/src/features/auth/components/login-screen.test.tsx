import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_URL_ERRORS, REGISTRATION_MESSAGES } from '@plotline/shared';
import { browser } from '@/lib/browser';
import { deferred, fail, mockFetch, ok, type MockResponse } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { EMPTY_LANDING_PARAMS, type LandingParams } from '../utils/landing-params';
import { LoginScreen } from './login-screen';

const landingWith = (params: Partial<LandingParams>): LandingParams => ({ ...EMPTY_LANDING_PARAMS, ...params });
const registrationLanding = (params: Partial<LandingParams> = {}) =>
  landingWith({ showRegistrationForm: true, tempToken: 'temp-123', ...params });
const pending = (overrides: Record<string, unknown> = {}) =>
  ok({ email: 'grace@example.com', name: 'Grace Brewster Hopper', isInvited: false, tempToken: 'temp-123', ...overrides });

describe('LoginScreen', () => {
  it('shows the sign-in panel with its texts and the Google link', () => {
    renderWithProviders(<LoginScreen />);
    expect(screen.getByRole('heading', { name: 'Plotline' })).toBeInTheDocument();
    expect(screen.getByText('Plan, track and visualize your projects')).toBeInTheDocument();
    expect(screen.getByText('Closed Alpha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google');
    expect(screen.getByText('By signing in, you agree to our terms of service')).toBeInTheDocument();
    expect(screen.getByText('Your data is private and secure')).toBeInTheDocument();
    // The other panels are off-screen and out of reach.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('error=user_status_pending shows the thank-you panel, and Back returns to sign-in', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen landing={landingWith({ error: 'user_status_pending' })} />);
    expect(screen.getByRole('heading', { name: 'Thank you for registering your interest!' })).toBeVisible();
    expect(screen.getByText("We're currently in Closed Alpha, please look out for an invitation email.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it.each([
    ['user_status_invited', AUTH_URL_ERRORS.user_status_invited],
    ['user_status_deactivated', AUTH_URL_ERRORS.user_status_deactivated],
    ['email_unverified', 'Your e-mail address is not verified by your sign-in provider.'],
    ['something_else', 'Authentication failed. Please try again.'],
  ])('error=%s shows the toast "%s"', async (error, message) => {
    renderWithProviders(<LoginScreen landing={landingWith({ error })} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});

describe('Registration form', () => {
  it('prefills first and last name from the pending registration', async () => {
    const fetchMock = mockFetch({ 'GET /auth/pending-registration': pending() });
    renderWithProviders(<LoginScreen landing={registrationLanding()} />);

    expect(screen.getByRole('heading', { name: 'Complete Your Registration' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Grace'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Brewster Hopper');
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/auth/pending-registration?temp_token=temp-123');
  });

  it('leaves the field the person is in to them when the details arrive: what they type next is not added to a prefilled name', async () => {
    const user = userEvent.setup();
    const details = deferred<MockResponse>();
    mockFetch({ 'GET /auth/pending-registration': () => details.promise });
    renderWithProviders(<LoginScreen landing={registrationLanding()} />);

    await user.click(screen.getByLabelText('First name'));
    details.resolve(pending());
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue('Brewster Hopper'));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    await user.keyboard('Ada');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('invited users see the invitation heading, labelled fields and Activate Account', async () => {
    mockFetch({ 'GET /auth/pending-registration': pending({ isInvited: true }) });
    renderWithProviders(<LoginScreen landing={registrationLanding({ isInvited: true })} />);
    expect(screen.getByRole('heading', { name: 'Complete Your Invitation' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Account' })).toBeInTheDocument();
  });

  it('holds the submit button until the details have arrived, then one click sends the typed names', async () => {
    const user = userEvent.setup();
    vi.spyOn(browser, 'replaceLocation').mockImplementation(() => {});
    const details = deferred<MockResponse>();
    const fetchMock = mockFetch({
      'GET /auth/pending-registration': () => details.promise,
      'POST /auth/complete-registration': ok({ wasInvited: false, isSignedIn: true }),
    });
    renderWithProviders(<LoginScreen landing={registrationLanding()} />);

    // Typing is welcome meanwhile; pressing the button is not, because the arriving details
    // re-lay the form out under the pointer (docs/decisions.md D24).
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeDisabled();

    details.resolve(pending());
    const submit = await screen.findByRole('button', { name: 'Complete Registration' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/auth/complete-registration')).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/complete-registration') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: 'Ada', lastName: 'Lovelace', tempToken: 'temp-123' });
  });

  it('blank names show the validation message inline and send nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /auth/pending-registration': pending({ name: '' }) });
    renderWithProviders(<LoginScreen landing={registrationLanding()} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    await user.type(screen.getByLabelText('First name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.namesRequired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows Submitting... while busy, then reloads at / when signed in', async () => {
    const user = userEvent.setup();
    const replace = vi.spyOn(browser, 'replaceLocation').mockImplementation(() => {});
    const response = deferred<MockResponse>();
    const fetchMock = mockFetch({
      'GET /auth/pending-registration': pending({ isInvited: true }),
      'POST /auth/complete-registration': () => response.promise,
    });
    renderWithProviders(<LoginScreen landing={registrationLanding({ isInvited: true })} />);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Grace'));

    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/complete-registration') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: 'Grace', lastName: 'Brewster Hopper', tempToken: 'temp-123' });

    response.resolve(ok({ wasInvited: true, isSignedIn: true }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  });

  it('shows the thank-you panel when registered but not signed in', async () => {
    const user = userEvent.setup();
    const replace = vi.spyOn(browser, 'replaceLocation').mockImplementation(() => {});
    mockFetch({
      'GET /auth/pending-registration': pending(),
      'POST /auth/complete-registration': ok({ wasInvited: false, isSignedIn: false }),
    });
    renderWithProviders(<LoginScreen landing={registrationLanding()} />);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Grace'));

    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for registering your interest!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('toasts the server message, or the fallbacks, when registration fails', async () => {
    const user = userEvent.setup();
    let answer: MockResponse = fail(400, 'VALIDATION_ERROR', 'Registration link has expired');
    mockFetch({
      'GET /auth/pending-registration': pending(),
      'POST /auth/complete-registration': () => answer,
    });
    renderWithProviders(<LoginScreen landing={registrationLanding()} />);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Grace'));
    const submit = () => user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await submit();
    expect(await screen.findByText('Registration link has expired')).toBeInTheDocument();

    answer = fail(500, 'INTERNAL');
    await submit();
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('toasts the network message when the server cannot be reached', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /auth/pending-registration': pending(),
      'POST /auth/complete-registration': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderWithProviders(<LoginScreen landing={registrationLanding()} />);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Grace'));
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('says the token is missing when the landing URL had none', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({});
    renderWithProviders(<LoginScreen landing={landingWith({ showRegistrationForm: true })} />);
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.tokenMissing);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Cancel clears the pending registration and returns to sign-in', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /auth/pending-registration': pending(),
      'POST /auth/clear-pending-registration': ok({ message: 'cleared' }),
    });
    renderWithProviders(<LoginScreen landing={registrationLanding()} />);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Grace'));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/auth/clear-pending-registration' && String(init?.body) === '{"tempToken":"temp-123"}')).toBe(true),
    );
  });
});
