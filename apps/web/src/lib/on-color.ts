import type { CSSProperties } from 'react';
import { readableTextColor } from '@plotline/shared';

type OnColor = Readonly<Pick<CSSProperties, 'backgroundColor' | 'color'>>;

/** A project has a few colours; a row scrolled into view asks again for one of them (docs/decisions.md D84). */
const styles = new Map<string, OnColor>();
const STYLES_KEPT = 512;

/**
 * The style of anything that draws text on a user's or an objective's colour (bars, chips, badges,
 * headers): that colour as the background and black or white text, whichever meets WCAG AA on it
 * (docs/decisions.md D41). Never a fixed white. The same object for the same colour.
 */
export function onColor(color: string): OnColor {
  let style = styles.get(color);
  if (!style) {
    if (styles.size >= STYLES_KEPT) styles.clear();
    style = Object.freeze({ backgroundColor: color, color: readableTextColor(color) });
    styles.set(color, style);
  }
  return style;
}
