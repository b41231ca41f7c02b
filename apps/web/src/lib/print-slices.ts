import { useLayoutEffect, type RefObject } from 'react';
import { pageSlices, type PageSlice } from '@plotline/shared';
import { PRINT_PAGE_HEIGHT_PX, PRINT_PAGE_WIDTH_PX } from './use-printing';

/*
 * A printed timeline is a set of sheets (docs/decisions.md D58, D65): the board cut across into
 * page-wide slices (the shared `pageSlices`, the PDF's rule too) and each slice down into sheets of
 * whole rows that fit a page, every sheet with a caption, the axis and the row headers. A board that
 * fits the page at MIN_PRINT_SCALE or more is one slice, zoomed to the page; a wider one is cut at its
 * own scale, at whole upper-axis units.
 *
 * While printing, the board renders every row and its whole range (usePrinting); after each such
 * commit the hook copies the rendered board into the sheets' container once per sheet: a static copy,
 * hidden from assistive technology, in a window the size of the sheet's part (print.css clips it and
 * contains it, so nothing in it widens the page), shifted left by the slice's start and up by the
 * sheet's first row; its sticky row headers are shifted right and its axis down by as much, so they
 * stay at the window's left and top. The board itself is then left off the paper. Leaving print
 * empties the container.
 *
 * Why contained windows (D65): Chromium shrinks the whole printed document when anything in it is
 * wider than the page, by up to 1.5; the copies' absolutely placed axis ticks and bars, laid out in a
 * printed (fragmented) flow, counted as overflow through the slice's `overflow: clip`, so every page
 * came out at two thirds of its size. A window with `contain: strict` is laid out on its own.
 */

/** The smallest zoom a printed board gets before it is cut into slices instead: text stays readable. */
export const MIN_PRINT_SCALE = 0.75;
/** A sheet's caption line (print.css: 12 px text, 4 px below) with room to spare. */
const CAPTION_PX = 24;

export interface PrintLayout {
  /** The board's row headers and canvas, in px. */
  headerWidth: number;
  width: number;
  perDay: number;
  /** Canvas x of each upper-axis unit's start (where slices prefer to cut). */
  unitXs: readonly number[];
}

export interface PrintPlan {
  /** The CSS zoom the sheets get on paper (1 for slices). */
  scale: number;
  /** Day offsets of each slice; one slice when the board fits the page at `scale`. */
  slices: PageSlice[];
}

/** How a board prints: zoomed to the page down to MIN_PRINT_SCALE, then cut into page-wide slices. */
export function printPlan({ headerWidth, width, perDay, unitXs }: PrintLayout): PrintPlan {
  const days = Math.max(1, Math.round(width / perDay));
  const scale = Math.min(1, Math.max(MIN_PRINT_SCALE, PRINT_PAGE_WIDTH_PX / (headerWidth + width)));
  if ((headerWidth + width) * scale <= PRINT_PAGE_WIDTH_PX + 0.5) return { scale, slices: [{ start: 0, end: days }] };
  const daysAPage = (PRINT_PAGE_WIDTH_PX - headerWidth) / perDay;
  return { scale: 1, slices: pageSlices(days, daysAPage, unitXs.map((x) => Math.round(x / perDay))) };
}

/** One row of the board: its top below the axis and its height, in px. */
export interface PrintRow {
  start: number;
  size: number;
}

/** Rows `start` (included) to `end` (excluded) of one sheet. */
export interface SheetRows {
  start: number;
  end: number;
}

/**
 * The rows cut into sheets of whole rows whose height fits `room` px (`firstRoom` on the first sheet,
 * below the page's heading); a row taller than a page gets a sheet of its own.
 */
export function sheetRows(rows: readonly PrintRow[], firstRoom: number, room: number): SheetRows[] {
  const sheets: SheetRows[] = [];
  let start = 0;
  while (start < rows.length) {
    const limit = (sheets.length === 0 ? firstRoom : room) + rows[start]!.start;
    let end = start + 1;
    while (end < rows.length && rows[end]!.start + rows[end]!.size <= limit) end += 1;
    // A first sheet with no room for its first row starts on the next page instead: one row anyway.
    sheets.push({ start, end });
    start = end;
  }
  return sheets.length > 0 ? sheets : [{ start: 0, end: 0 }];
}

/** A short date for a sheet's caption: 'Jul 28, 2025'. */
const caption = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

interface PrintSheetsOptions {
  isPrinting: boolean;
  plan: PrintPlan | null;
  headerWidth: number;
  perDay: number;
  rangeStart: string;
  rows: readonly PrintRow[];
}

/**
 * Fills `sheetsRef` with the sheets of the board in `contentRef` after every commit while printing,
 * and marks the board so print.css leaves it off the paper.
 */
export function usePrintSlices(
  contentRef: RefObject<HTMLElement | null>,
  sheetsRef: RefObject<HTMLElement | null>,
  options: PrintSheetsOptions,
): void {
  const { isPrinting, plan, headerWidth, perDay, rangeStart, rows } = options;
  // After every commit while printing: rows rendered since (every one of them) are on paper too.
  useLayoutEffect(() => {
    const content = contentRef.current;
    const container = sheetsRef.current;
    if (!content || !container) return;
    content.removeAttribute('data-print-sliced');
    if (!isPrinting || plan === null || rows.length === 0) {
      container.replaceChildren();
      return;
    }
    // Measured on the board before print.css hides it: the axis's height and the heading above it.
    const axisHeight = (content.firstElementChild as HTMLElement | null)?.offsetHeight ?? 0;
    const top = content.getBoundingClientRect().top + window.scrollY;
    content.setAttribute('data-print-sliced', '');
    const roomFor = (above: number) => Math.max(0, (PRINT_PAGE_HEIGHT_PX - above - CAPTION_PX) / plan.scale - axisHeight);
    const sheets = sheetRows(rows, roomFor(Math.min(top, PRINT_PAGE_HEIGHT_PX / 2)), roomFor(0));
    const first = Date.parse(`${rangeStart}T00:00:00Z`);
    const dayDate = (offset: number) => new Date(first + offset * 86_400_000);
    const parts = plan.slices.length;
    container.replaceChildren(
      ...plan.slices.flatMap(({ start, end }, index) => {
        const dates = `${caption(dayDate(start))} – ${caption(dayDate(end - 1))}`;
        return sheets.map((sheet, sheetIndex) => {
          const title = [parts > 1 ? `part ${index + 1} of ${parts}` : '', sheetIndex > 0 ? 'continued' : '']
            .filter(Boolean)
            .join(', ');
          return printSheet(content, {
            part: index + 1,
            caption: title ? `${dates} (${title})` : dates,
            scale: plan.scale,
            left: start * perDay,
            width: headerWidth + (end - start) * perDay,
            axisHeight,
            rows: sheet,
            all: rows,
          });
        });
      }),
    );
  });
}

interface SheetOptions {
  /** The slice's number, from 1 (`data-print-part`). */
  part: number;
  caption: string;
  scale: number;
  /** Canvas px left of the slice, and the window's width (row headers and the slice). */
  left: number;
  width: number;
  axisHeight: number;
  rows: SheetRows;
  all: readonly PrintRow[];
}

/** One sheet: a caption and a window on a copy of the board showing the sheet's slice and rows. */
function printSheet(content: HTMLElement, { part, caption: text, scale, left, width, axisHeight, rows, all }: SheetOptions): HTMLElement {
  const sheet = document.createElement('div');
  sheet.dataset.printSlice = '';
  sheet.dataset.printPart = String(part);
  sheet.style.setProperty('--print-zoom', String(scale));
  sheet.style.setProperty('--slice-offset', `${left}px`);
  const title = document.createElement('p');
  title.dataset.printSliceTitle = '';
  title.textContent = text;
  const top = all[rows.start]?.start ?? 0;
  const last = all[rows.end - 1];
  const window = document.createElement('div');
  window.dataset.printSliceWindow = '';
  window.style.width = `${width}px`;
  window.style.height = `${axisHeight + (last ? last.start + last.size : 0) - top}px`;
  const copy = content.cloneNode(true) as HTMLElement;
  copy.removeAttribute('data-print-sliced');
  copy.removeAttribute('data-print-fit');
  copy.style.marginLeft = `${-left}px`;
  copy.style.marginTop = `${-top}px`;
  // Rows after the sheet go; rows before it give way to the same height of padding, so the
  // dependency arrows over the list stay where they were.
  const list = copy.querySelector<HTMLElement>('[role="list"][aria-label="Timelines"]');
  if (list) {
    list.querySelectorAll(':scope > [role="listitem"]').forEach((item, index) => {
      if (index < rows.start || index >= rows.end) item.remove();
    });
    list.style.paddingTop = `${top}px`;
  }
  // The axis stays at the window's top.
  const axis = copy.firstElementChild as HTMLElement | null;
  if (axis) {
    axis.style.position = 'relative';
    axis.style.transform = `translateY(${top}px)`;
  }
  window.append(copy);
  sheet.append(title, window);
  return sheet;
}
