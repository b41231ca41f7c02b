/* No zod here: the web's first paint imports these (docs/decisions.md D82); the schemas import them too. */

/** PostgreSQL text cannot hold U+0000: text fields refuse it as bad input instead of failing at the database. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

export const NO_NUL = 'must not contain NUL characters';
