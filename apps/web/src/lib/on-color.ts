import type { CSSProperties } from 'react';
import { readableTextColor } from '@plotline/shared';

/**
 * The style of anything that draws text on a user's or an objective's colour (bars, chips, badges,
 * headers): that colour as the background and black or white text, whichever meets WCAG AA on it
 * (docs/decisions.md D41). Never a fixed white.
 */
export function onColor(color: string): Pick<CSSProperties, 'backgroundColor' | 'color'> {
  return { backgroundColor: color, color: readableTextColor(color) };
}
