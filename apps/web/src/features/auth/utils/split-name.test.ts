import { describe, expect, it } from 'vitest';
import { splitName } from './split-name';
import { parseLandingParams, takeLandingParams } from './landing-params';

describe('splitName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitName('Ada  King Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitName('Plato')).toEqual({ firstName: 'Plato', lastName: '' });
    expect(splitName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('landing params', () => {
  it('parses the registration parameters', () => {
    expect(parseLandingParams('?show_registration_form=true&temp_token=abc&invited=true')).toEqual({
      error: null,
      showRegistrationForm: true,
      isInvited: true,
      tempToken: 'abc',
    });
  });

  it('removes the parameters it read from the address bar and keeps the others', () => {
    window.history.replaceState(null, '', '/timeline?error=user_status_pending&project=p1');
    const landing = takeLandingParams();
    expect(landing.error).toBe('user_status_pending');
    expect(window.location.pathname + window.location.search).toBe('/timeline?project=p1');
  });
});
