import * as client from 'openid-client';
import type { Config } from '../config.js';

/*
 * The one OpenID Connect code path (docs/decisions.md D5): Google, any configured issuer and the
 * embedded development provider all go through authorization code + PKCE (S256) + state + nonce.
 */

export const CALLBACK_PATH = '/auth/google/callback';
const SCOPE = 'openid email profile';

export interface OidcEndpoint {
  kind: 'google' | 'oidc' | 'dev';
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

/** The verified identity an ID token (or, failing that, the userinfo endpoint) vouched for. */
export interface VerifiedIdentity {
  /** `${issuer}|${sub}`: unique across providers. */
  subject: string;
  /** Lower-cased. */
  email: string;
  /** The provider vouches that the address belongs to this subject (`email_verified`). */
  isEmailVerified: boolean;
  name: string;
  picture: string | null;
}

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  readonly endpoint: OidcEndpoint;
  /** The provider URL to send the browser to, and the secrets the callback must present. */
  begin(): Promise<{ url: string; secrets: FlowSecrets }>;
  /** Redeems the code of a callback URL; throws on any mismatch or provider error. */
  finish(callbackUrl: URL, secrets: FlowSecrets): Promise<VerifiedIdentity>;
}

export const redirectUriFor = (config: Config): string => `${config.publicUrl}${CALLBACK_PATH}`;

/**
 * `email_verified` as providers send it: a boolean, or the string "true" some send. Anything
 * else (missing, false, "false") means unverified (docs/decisions.md D22).
 */
export const isVerifiedClaim = (value: unknown): boolean => value === true || value === 'true';

export interface OidcClientOptions {
  /**
   * The fetch openid-client uses for the provider's endpoints. Only for an issuer that needs a
   * trust this process does not have by default: the tests' HTTPS provider with a self-made
   * certificate (apps/server/test/oidc-independent.test.ts). Operators use NODE_EXTRA_CA_CERTS.
   */
  fetch?: client.CustomFetch;
}

/** Endpoint of the configured provider; the dev provider's generated credentials are passed in. */
export function endpointFor(config: Config, devClient?: { clientId: string; clientSecret: string }): OidcEndpoint {
  const { oidc } = config;
  if (oidc.kind === 'dev') {
    if (!devClient) throw new Error('the development identity provider must be started before the OIDC client');
    return { kind: 'dev', issuer: `${config.publicUrl}/dev-oidc`, ...devClient };
  }
  return { kind: oidc.kind, issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret };
}

export function createOidcClient(config: Config, endpoint: OidcEndpoint, options: OidcClientOptions = {}): OidcClient {
  const redirectUri = redirectUriFor(config);
  // Plain http is tolerated only for the embedded provider, which is this very process.
  const isInsecureAllowed = endpoint.kind === 'dev' && endpoint.issuer.startsWith('http:');
  let discovered: Promise<client.Configuration> | undefined;

  /** Discovery happens on first use (the dev issuer is only reachable once we listen) and is cached. */
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(endpoint.issuer),
        endpoint.clientId,
        undefined,
        endpoint.clientSecret ? client.ClientSecretPost(endpoint.clientSecret) : client.None(),
        {
          execute: isInsecureAllowed ? [client.allowInsecureRequests] : [],
          timeout: 10,
          ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
        },
      )
      .then((discoveredConfiguration) => {
        // Discovery's fetch is not inherited by the later token and userinfo calls.
        if (options.fetch) discoveredConfiguration[client.customFetch] = options.fetch;
        return discoveredConfiguration;
      })
      .catch((error: unknown) => {
        // A provider that was briefly unreachable must not poison every later sign-in.
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    endpoint,
    async begin() {
      const oidc = await configuration();
      const secrets: FlowSecrets = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        state: secrets.state,
        nonce: secrets.nonce,
        // The spec's account-selection prompt. The dev provider knows no accounts to select from,
        // so it asks for the sign-in form every time instead (a browser can switch identities).
        prompt: endpoint.kind === 'dev' ? 'login' : 'select_account',
      });
      return { url: url.href, secrets };
    },
    async finish(callbackUrl, secrets) {
      const oidc = await configuration();
      const tokens = await client.authorizationCodeGrant(oidc, callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      let email = typeof claims.email === 'string' ? claims.email : undefined;
      let name = typeof claims.name === 'string' ? claims.name : undefined;
      let picture = typeof claims.picture === 'string' ? claims.picture : undefined;
      let emailVerified = claims.email_verified;
      if (!email) {
        // Some issuers keep profile claims out of the ID token; userinfo is bound to the same subject.
        const info = await client.fetchUserInfo(oidc, tokens.access_token, claims.sub);
        email = info.email;
        name ??= info.name;
        picture ??= info.picture;
        emailVerified = info.email_verified;
      }
      if (!email) throw new Error('the provider did not disclose an email address');
      return {
        subject: `${claims.iss}|${claims.sub}`,
        email: email.trim().toLowerCase(),
        // The service refuses an unverified address (auth.service.ts finishSignIn).
        isEmailVerified: isVerifiedClaim(emailVerified),
        name: (name ?? '').trim(),
        picture: picture ?? null,
      };
    },
  };
}
