/*
 * Readable text on a colour (docs/decisions.md D41). Timelines and objectives carry any colour a
 * user picks, so text drawn on one (bars, chips, badges, headers) takes black or white by WCAG 2.1
 * contrast with that colour instead of a fixed white, which fails AA on amber, green and other
 * light colours.
 */

/** The text colours `readableTextColor` chooses between. */
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#FFFFFF';

/** WCAG 2.1 AA for normal text (SC 1.4.3). */
export const AA_CONTRAST = 4.5;

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#RGB` or `#RRGGBB` (the `#` optional, any case) as 0–255 channels; null when it is not one. */
export function parseHexColor(color: string): [number, number, number] | null {
  const match = HEX_COLOR.exec(color.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a hex colour, 0 (black) to 1 (white). Unparseable colours count as black. */
export function relativeLuminance(color: string): number {
  const rgb = parseHexColor(color);
  if (!rgb) return 0;
  const [red, green, blue] = rgb.map(linear) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two hex colours, 1 (none) to 21 (black on white); order does not matter. */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Black or white, whichever contrasts more with `background`. For every opaque colour one of the
 * two reaches at least 4.58:1, so the answer always meets AA; white wins ties, and a colour that
 * cannot be parsed gets black (the app's colours are validated `#RRGGBB`).
 */
export function readableTextColor(background: string): typeof DARK_TEXT | typeof LIGHT_TEXT {
  if (!parseHexColor(background)) return DARK_TEXT;
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
