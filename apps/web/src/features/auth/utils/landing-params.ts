import { hasLandingParams, LANDING_PARAM_NAMES } from '@plotline/shared';

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
  if (hasLandingParams(location.search)) {
    const params = new URLSearchParams(location.search);
    for (const name of LANDING_PARAM_NAMES) params.delete(name);
    const search = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  }
  return landing;
}
