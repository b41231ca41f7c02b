/**
 * Query parameters the server's sign-in flow may put on the landing URL.
 * `token` is listed only so it is stripped: sessions are cookies here (docs/decisions.md D25.7).
 */
export const LANDING_PARAM_NAMES = ['token', 'error', 'show_registration_form', 'invited', 'temp_token', 'registration_complete'] as const;

export interface LandingParams {
  error: string | null;
  showRegistrationForm: boolean;
  isInvited: boolean;
  tempToken: string | null;
}

export const EMPTY_LANDING_PARAMS: LandingParams = {
  error: null,
  showRegistrationForm: false,
  isInvited: false,
  tempToken: null,
};

export function parseLandingParams(search: string): LandingParams {
  const params = new URLSearchParams(search);
  return {
    error: params.get('error') || null,
    showRegistrationForm: params.get('show_registration_form') === 'true',
    isInvited: params.get('invited') === 'true',
    tempToken: params.get('temp_token') || null,
  };
}

/**
 * Reads the landing parameters once and removes them from the address bar (history.replaceState),
 * so a reload or a shared link does not replay an error or a registration token.
 */
export function takeLandingParams(location: Location = window.location, history: History = window.history): LandingParams {
  const landing = parseLandingParams(location.search);
  const params = new URLSearchParams(location.search);
  const hadAny = LANDING_PARAM_NAMES.some((name) => params.has(name));
  if (hadAny) {
    for (const name of LANDING_PARAM_NAMES) params.delete(name);
    const search = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  }
  return landing;
}
