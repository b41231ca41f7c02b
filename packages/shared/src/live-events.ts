/* The live streams' event names (no zod here: the web's first paint imports them, docs/decisions.md D82). */

/** The SSE event names of the stream. */
export const LIVE_EVENTS = {
  hello: 'hello',
  change: 'change',
  presence: 'presence',
  refetch: 'refetch',
  revoked: 'revoked',
} as const;

/**
 * The SSE event names of the portfolio stream: the project stream's hello, change, refetch and revoked
 * (signed out, stream over), taken from LIVE_EVENTS so each name is said once, and its own added and
 * removed (docs/decisions.md D76). No presence: the portfolio shows no viewers.
 */
export const PORTFOLIO_LIVE_EVENTS = {
  hello: LIVE_EVENTS.hello,
  change: LIVE_EVENTS.change,
  refetch: LIVE_EVENTS.refetch,
  revoked: LIVE_EVENTS.revoked,
  added: 'added',
  removed: 'removed',
} as const;
