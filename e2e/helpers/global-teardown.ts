import { rmSync } from 'node:fs';

/** Removes the temporary database and data folder playwright.config.ts created for the run. */
export default function globalTeardown(): void {
  const dir = process.env.PLOTLINE_E2E_DIR;
  if (dir && dir.includes('plotline-e2e-')) rmSync(dir, { recursive: true, force: true });
}
