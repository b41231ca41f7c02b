import { createHash, randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/** Every id is a UUID v7: time-ordered, so inserts stay index-friendly. */
export const newId = (): string => uuidv7();

/** A random secret for cookies, temp tokens and API tokens (256 bits, URL-safe). */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Secrets are stored only as this hash. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
