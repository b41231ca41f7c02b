/* The live streams' event names (no zod here: the web's first paint imports them, docs/decisions.md D82). */

/** The SSE event names of the stream. */
export const LIVE_EVENTS = {
  hello: 'hello',
  change: 'change',
  presence: 'presence',
  refetch: 'refetch',
  revoked: 'revoked',
} as const;

/** The SSE event names of the portfolio stream (`revoked` is the project stream's: signed out, stream over). */
export const PORTFOLIO_LIVE_EVENTS = {
  hello: 'hello',
  change: 'change',
  added: 'added',
  removed: 'removed',
  refetch: 'refetch',
  revoked: 'revoked',
} as const;
