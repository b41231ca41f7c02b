import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import { screenshot } from './index.js';

/*
 * Every dialog in both themes at both widths (docs/dialogs.md, docs/decisions.md D62): opened,
 * checked to be named and inside the viewport, photographed to
 * e2e/screenshots/dialog-<file>-<width>-<theme>.png and checked by axe (serious or critical fail).
 */

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const WIDTHS = [DESKTOP, PHONE] as const;

/** What axe looks at: the open dialogs (modal or popover) and nothing behind them. */
const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** The page follows the emulated colour scheme (the planner's theme is System, the default). */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** The dialog is visible, named, and lies inside the viewport once it has come to rest. */
export async function expectFits(page: Page, dialog: Locator, name: string | RegExp): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(name);
  // A drawer or sheet is still sliding in when it is visible: measure where it comes to rest.
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
}

export interface DialogShot {
  /** The file name part: dialog-<file>-<width>-<theme>.png. */
  file: string;
  /** The dialog's accessible name (its title). */
  name: string | RegExp;
  /** Opens it at the current width and answers the dialog. */
  open: () => Promise<Locator>;
  /** Puts the page back (Escape unless given); the dialog must be gone afterwards. */
  close?: (dialog: Locator) => Promise<void>;
  /** Both widths unless given (the phone-only Filters & Settings, the drawer). */
  widths?: ReadonlyArray<{ width: number; height: number }>;
}

/** Opens the dialog at each width in `theme`, checks and photographs it and runs axe on it. */
export async function photograph(page: Page, theme: Theme, shot: DialogShot): Promise<void> {
  for (const size of shot.widths ?? WIDTHS) {
    await page.setViewportSize(size);
    const dialog = await shot.open();
    await expectFits(page, dialog, shot.name);
    await screenshot(page, `dialog-${shot.file}-${size.width}-${theme}`, { fullPage: false });
    await expectNoSeriousViolations(page, `the ${shot.file} dialog at ${size.width} px, ${theme}`, DIALOGS);
    await (shot.close ?? (() => page.keyboard.press('Escape')))(dialog);
    await expect(dialog).toHaveCount(0);
  }
  await page.setViewportSize(DESKTOP);
}

/** Closes a confirmation with its Cancel button (an alert dialog ignores outside clicks). */
export const cancel = async (dialog: Locator): Promise<void> => {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
};
