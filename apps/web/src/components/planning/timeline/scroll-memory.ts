import { dayX, rangeDays, type ScaleRange } from '@plotline/shared';

/** Horizontal scrolling re-renders the rows only when it crosses a step of this many pixels. */
export const HORIZONTAL_STEP_PX = 200;

export type ScrollAlign = 'start' | 'center';

const toStep = (left: number) => Math.floor(left / HORIZONTAL_STEP_PX) * HORIZONTAL_STEP_PX;

/**
 * A board's horizontal position as the board knows it, without reading the layout (docs/decisions.md
 * D61): kept up to date by scroll events, the ResizeObserver and the positions the board sets itself,
 * and asked during a render where that render is to be scrolled, so a change of zoom level (or a day
 * asked for) renders once, at its new position. One per board (useBoardViewport).
 */
export class ScrollMemory {
  /** The scroll box's scrollLeft as last seen or set. */
  private left = 0;
  /** `left` rounded down to a step: the window the rows are rendered for. */
  private step = 0;
  /** The pixels per day `left` was at; null before the board's first commit. */
  private perDay: number | null = null;
  /** Where in the view the next change of scale is anchored (px from the canvas's visible left edge); null: the middle. */
  private anchor: number | null = null;
  /** A day to bring into view at the next render (Today, Auto-fit, the saved first day). */
  private request: { date: string; align: ScrollAlign } | null = null;

  /** @param width the scroll box's inner width (its clientWidth), as the ResizeObserver last measured it. */
  constructor(private width = 1024) {}

  /** The ResizeObserver's new measure of the scroll box's inner width. */
  resized(width: number): void {
    this.width = width;
  }

  /** The scroll box's inner width as last measured (for event handlers; renders use the board's width state). */
  get boxWidth(): number {
    return this.width;
  }

  /** The scrollLeft as last seen or set. */
  get scrollLeft(): number {
    return this.left;
  }

  /**
   * The scrollLeft the next render is to have, from known numbers only, or null to stay where it is:
   * a requested day (at the view's start or in its middle), else, when the scale changed, the same day
   * under the anchor (the pointer, or the middle of the view) as before; clamped to the canvas.
   */
  plan(range: ScaleRange, perDay: number, headerWidth: number): number | null {
    const viewWidth = this.width - headerWidth;
    let left: number;
    if (this.request) {
      const { date, align } = this.request;
      left = dayX(range, perDay, date) + (align === 'center' ? perDay / 2 - viewWidth / 2 : 0);
    } else if (this.perDay !== null && this.perDay !== perDay) {
      const offset = this.anchor ?? viewWidth / 2;
      left = ((this.left + offset) / this.perDay) * perDay - offset;
    } else {
      return null;
    }
    const maxLeft = headerWidth + rangeDays(range) * perDay - this.width;
    return Math.max(0, Math.min(left, maxLeft));
  }

  /** The step of the window to render: the planned position's, else the last seen one's. */
  windowStep(planned: number | null): number {
    return planned === null ? this.step : toStep(planned);
  }

  /** After a render's commit: its scale, and the position it planned (written to the box by the caller). */
  committed(perDay: number, planned: number | null): void {
    this.perDay = perDay;
    if (planned === null) return;
    this.left = planned;
    this.step = toStep(planned);
    this.anchor = null;
    this.request = null;
  }

  /** A scroll event's position; true when it crosses into another step (the rows need a render). */
  scrolled(left: number): boolean {
    this.left = left;
    const step = toStep(left);
    if (step === this.step) return false;
    this.step = step;
    return true;
  }

  /** The next change of scale keeps the day this many px into the canvas's view in place. */
  anchorAt(offset: number): void {
    this.anchor = Math.max(0, offset);
  }

  /** The next render brings this day into view. */
  requestDay(date: string, align: ScrollAlign): void {
    this.request = { date, align };
  }

  /** Whether a day is already asked for (the saved first day does not override Today or Auto-fit). */
  get hasRequest(): boolean {
    return this.request !== null;
  }
}
