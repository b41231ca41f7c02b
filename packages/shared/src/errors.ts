/** Error codes on the wire and the HTTP status each maps to. The web branches on these, never on text. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Deleting a user who owns projects without naming who takes them over. */
  OWNS_PROJECTS: 409,
  /** A dependency between the same two events already exists (issue 16). */
  DEPENDENCY_EXISTS: 409,
  /** The dependency would close a cycle; the message names the chain (issue 16). */
  DEPENDENCY_CYCLE: 409,
  /** An undo or redo whose target was changed since by someone else; nothing applied (docs/decisions.md D46). */
  UNDO_CONFLICT: 409,
  /** No operation of the caller's left to undo / redo in the project. */
  NOTHING_TO_UNDO: 404,
  NOTHING_TO_REDO: 404,
  /** A public link that was revoked or has expired (docs/decisions.md D42). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  /** An API call on another host than PUBLIC_URL's: use PUBLIC_URL (docs/decisions.md D22). */
  MISDIRECTED_REQUEST: 421,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
