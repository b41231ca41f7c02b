/*
 * Width of an event title in the timeline's label font (12 px, medium), for deciding whether it fits
 * in or beside its bar (docs/decisions.md D39). Measured once per title on a canvas; where there is
 * no canvas (tests, old browsers) an average character width stands in.
 */

const LABEL_FONT = "500 12px Inter, 'Inter var', ui-sans-serif, system-ui, sans-serif";
/** A generous average for 12 px text, so an estimate errs towards "does not fit". */
const AVERAGE_CHAR_PX = 7;
/** Every title of a 10,000-event project fits, so the zoom warm-up's measures stay (D68). */
const MAX_CACHED = 20_000;

let context: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();

function canvasContext(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  try {
    // jsdom logs "not implemented" for getContext; its answer is null either way.
    context = typeof navigator !== 'undefined' && /jsdom/.test(navigator.userAgent) ? null : document.createElement('canvas').getContext('2d');
    if (context) context.font = LABEL_FONT;
  } catch {
    context = null;
  }
  return context;
}

export function labelWidth(text: string): number {
  let width = widths.get(text);
  if (width === undefined) {
    const measuring = canvasContext();
    width = measuring ? Math.ceil(measuring.measureText(text).width) : text.length * AVERAGE_CHAR_PX;
    if (widths.size >= MAX_CACHED) widths.clear();
    widths.set(text, width);
  }
  return width;
}
