/// <reference lib="dom" />
/*
 * What bench/views.ts measures INSIDE the page: bundled by ../page-script.ts into one script that
 * runs before the app's own on every navigation and installs `window.__bench`. The Node side calls
 * its methods through `callPage` (../page-script.ts), so both sides are type-checked against
 * `BenchPage`.
 *
 *   - "painted" is performance.now() after a double requestAnimationFrame once the DOM shows the
 *     thing waited for (a MutationObserver watches from the first byte of the document);
 *   - main-thread blocking comes from a PerformanceObserver on 'longtask' (tasks over 50 ms; total
 *     blocking time is the sum of their parts over 50 ms) and from the longest gap between
 *     animation frames, which also shows stalls under 50 ms.
 */

export interface Blocking {
  longest: number;
  total: number;
  count: number;
}

/** What each view shows once it has painted its first events. */
const WATCHED = {
  timeline: '[role="list"][aria-label="Timelines"] [role="listitem"] [data-event-id]',
  calendar: '[role="grid"][aria-label="Month calendar"] [data-event-id]',
  table: '[role="grid"][aria-label="Events"] [role="row"][aria-rowindex="2"]',
} as const;
export type WatchedView = keyof typeof WATCHED;

const TIMELINE_BOARD = '[data-testid="timeline-scroll"]';
const CALENDAR_GRID = '[role="grid"][aria-label="Month calendar"]';
const TABLE_GRID = '[role="grid"][aria-label="Events"]';

const longTasks: { start: number; duration: number }[] = [];
let longTaskError: string | undefined;
const seen: Partial<Record<WatchedView, { found: number; painted?: number }>> = {};
let frames = { last: 0, maxGap: 0, running: false };
let keystroke: Promise<number> | undefined;
let edit: Promise<number> | undefined;

const painted = (): Promise<number> =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
  );

/** Resolves (with the time) once `check` holds after a DOM change. */
function until(check: () => unknown, timeout = 30_000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (check()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('timed out waiting for the page'));
    }, timeout);
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

function blocking(from: number, to: number): Blocking {
  const tasks = longTasks.filter((task) => task.start + task.duration >= from && task.start <= to);
  return {
    longest: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
    total: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    count: tasks.length,
  };
}

/** Records the longest gap between animation frames until `stopFrames`. */
function startFrames(): void {
  frames = { last: performance.now(), maxGap: 0, running: true };
  const recording = frames;
  const tick = (now: number) => {
    if (!recording.running) return;
    recording.maxGap = Math.max(recording.maxGap, now - recording.last);
    recording.last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

function stopFrames(): number {
  frames.running = false;
  return frames.maxGap;
}

/** Scrolls an element through its whole extent, one step per frame. */
function sweep(
  element: Element,
  axis: 'x' | 'y',
  step: number,
): Promise<{ frames: number; distance: number }> {
  return new Promise((resolve) => {
    const key = axis === 'x' ? 'scrollLeft' : 'scrollTop';
    const max =
      axis === 'x' ? element.scrollWidth - element.clientWidth : element.scrollHeight - element.clientHeight;
    element[key] = 0;
    let count = 0;
    const next = () => {
      if (element[key] >= max - 1) return resolve({ frames: count, distance: max });
      element[key] = Math.min(max, element[key] + step);
      count += 1;
      requestAnimationFrame(next);
    };
    requestAnimationFrame(next);
  });
}

const domNodes = (root?: Element | null): number => (root ?? document).getElementsByTagName('*').length;

function resourceEnd(fragment: string): number | null {
  const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(fragment));
  return entries.length ? (entries[entries.length - 1] as PerformanceResourceTiming).responseEnd : null;
}

function required<T extends Element>(selector: string, root: ParentNode = document): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`${selector} is not on the page`);
  return element;
}

/** Waits until the view's first events have been painted. */
function waitSeen(name: WatchedView, timeout = 60_000): Promise<{ found: number; painted: number }> {
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + timeout;
    const check = () => {
      const entry = seen[name];
      if (entry?.painted) return resolve({ found: entry.found, painted: entry.painted });
      if (performance.now() > deadline) return reject(new Error(`timed out waiting for ${name}`));
      setTimeout(check, 20);
    };
    check();
  });
}

/** The methods bench/views.ts calls in the page. */
const benchPage = {
  hasLongTasks: () => longTaskError === undefined,
  now: () => performance.now(),
  painted,
  blocking,
  stopFrames,
  /** Starts recording frames; returns when. */
  startFrames: () => (startFrames(), performance.now()),
  waitSeen,
  /** When the view was painted, and when the project's data had arrived. */
  async firstPaint(name: WatchedView, projectId: string) {
    const entry = await waitSeen(name);
    return { painted: entry.painted, dataEnd: resourceEnd(`/api/v1/projects/${projectId}`) };
  },

  timelineDom() {
    const board = required(TIMELINE_BOARD);
    return {
      total: domNodes(),
      inBoard: domNodes(board),
      rows: board.querySelectorAll('[role="listitem"]').length,
      events: board.querySelectorAll('[data-event-id]').length,
    };
  },

  /** An event fully in view in the `run`-th visible row that can move 30 days right and stay in view. */
  timelineDragTarget(run: number, days: number, headerWidth: number) {
    const board = required(TIMELINE_BOARD);
    const box = board.getBoundingClientRect();
    const canvas = board.firstElementChild;
    if (!canvas) return null;
    const perDay = (canvas.getBoundingClientRect().width - headerWidth) / days;
    const rows = [...board.querySelectorAll('[role="listitem"]')].filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.top > box.top + 60 && rect.bottom < box.bottom - 10;
    });
    const row = rows[run % Math.max(rows.length, 1)];
    if (!row) return null;
    for (const element of row.querySelectorAll<HTMLElement>('[data-event-id]')) {
      const rect = element.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      if (x > box.left + headerWidth + 60 && x + 30 * perDay < box.right - 80) {
        return { id: element.dataset.eventId ?? '', x, y: rect.top + rect.height / 2, perDay };
      }
    }
    return null;
  },

  /** Clicks a level of the timeline's Zoom control; click → that level checked and painted (docs/decisions.md D39). */
  async timelineZoom(label: string) {
    const radio = [...document.querySelectorAll<HTMLButtonElement>('[role="radiogroup"] [role="radio"]')].find(
      (candidate) => candidate.textContent?.trim() === label,
    );
    if (!radio) throw new Error(`no Zoom option ${label}`);
    await painted();
    // Painted means settled: a render that follows the first paint (a second render at the new scroll
    // position, a re-render from the URL) counts, up to the frame after which the board stays unchanged.
    const board = { changed: false };
    const changes = new MutationObserver(() => {
      board.changed = true;
    });
    changes.observe(required(TIMELINE_BOARD), { childList: true, subtree: true, attributes: true, characterData: true });
    const from = performance.now();
    radio.click();
    await until(() => radio.getAttribute('aria-checked') === 'true');
    let end = await painted();
    for (let frame = 0; frame < 10; frame += 1) {
      board.changed = false;
      const next = await painted();
      if (!board.changed) break;
      end = next;
    }
    changes.disconnect();
    return { elapsed: end - from, blocking: blocking(from, end) };
  },

  /** Scrolls the timeline board through its whole extent on one axis, one step per frame. */
  async timelineSweep(axis: 'x' | 'y', step: number) {
    const board = required(TIMELINE_BOARD);
    board.scrollLeft = 0;
    board.scrollTop = 0;
    await painted();
    const from = performance.now();
    startFrames();
    await sweep(board, axis, step);
    await painted();
    const gap = stopFrames();
    return { blocking: blocking(from, performance.now()), gap };
  },

  calendarCounts() {
    const grid = required(CALENDAR_GRID);
    const items = [...grid.querySelectorAll<HTMLElement>('[data-event-id]')];
    const more = [...grid.querySelectorAll('button')]
      .map((button) => /^\+(\d+) more$/.exec((button.textContent ?? '').trim()))
      .reduce((sum, match) => sum + (match ? Number(match[1]) : 0), 0);
    return {
      elements: items.length,
      unique: new Set(items.map((item) => item.dataset.eventId)).size,
      more,
      domNodes: domNodes(),
      cells: grid.querySelectorAll('[role="gridcell"]').length,
    };
  },

  /** Clicks the month button; click → the month titled `title` and its events painted. */
  async calendarSwitch(label: string, title: string) {
    await painted();
    const button = required<HTMLButtonElement>(`button[aria-label="${label}"]`);
    const heading = button.parentElement?.querySelector('h2');
    const from = performance.now();
    button.click();
    await until(
      () =>
        heading?.textContent?.trim() === title && document.querySelector(`${CALENDAR_GRID} [data-event-id]`),
    );
    const end = await painted();
    return { elapsed: end - from, blocking: blocking(from, end) };
  },

  tableDom() {
    const grid = required(TABLE_GRID);
    return { rows: grid.querySelectorAll('[role="row"][aria-rowindex]').length - 1, total: domNodes() };
  },

  /**
   * Times the next key pressed in the search box: from its keydown to the summary saying `expected`
   * rows (and, for a letter, the first row containing it) painted. Read it with `keystroke`.
   */
  armSearchKeystroke(key: string, expected: number, letter: string) {
    const input = required<HTMLInputElement>('input[type="search"]');
    keystroke = new Promise((resolve) => {
      input.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          until(() => {
            const total = document.querySelector('footer[aria-label="Summary"] strong');
            const first = document.querySelector(`${TABLE_GRID} [role="row"][aria-rowindex="2"]`);
            return (
              total &&
              Number(total.textContent) === expected &&
              first &&
              (key === 'Backspace' || (first.textContent ?? '').toLowerCase().includes(letter))
            );
          })
            .then(() => painted())
            .then((end) => resolve(end - start));
        },
        { once: true, capture: true },
      );
    });
  },
  keystroke: () => keystroke,

  /** Times the next keydown (Enter in a cell editor): until the cell shows `value`, editor closed, painted. */
  armEdit(cellId: string, value: string) {
    edit = new Promise((resolve) => {
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          until(() => {
            const target = document.querySelector(`[data-cell="${cellId}"]`);
            return target && !target.querySelector('input') && target.textContent === value;
          })
            .then(() => painted())
            .then((end) => resolve(end - start));
        },
        { once: true, capture: true },
      );
    });
  },
  edit: () => edit,

  /** When no status says "Loading more…" any more (the project's pages are all in, D60). */
  pagedIn: (timeout: number) =>
    until(
      () => ![...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes('Loading more')),
      timeout,
    ),
  /** The project's reads: how many, and when the first one (the view's window) ended. */
  projectReads(projectId: string) {
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(`/api/v1/projects/${projectId}`)) as PerformanceResourceTiming[];
    return { count: entries.length, firstEnd: entries[0]?.responseEnd ?? null };
  },
  /** Scrolls the table's scrolling box top to bottom, one step per frame. */
  async tableSweep(step: number) {
    let box: HTMLElement | null = required<HTMLElement>(TABLE_GRID);
    while (box && box.scrollHeight <= box.clientHeight + 1) box = box.parentElement;
    if (!box) throw new Error('the table does not scroll');
    await painted();
    const from = performance.now();
    startFrames();
    await sweep(box, 'y', step);
    await painted();
    const gap = stopFrames();
    return { blocking: blocking(from, performance.now()), gap };
  },
};

export type BenchPage = typeof benchPage;

declare global {
  interface Window {
    __bench: BenchPage;
  }
}

function install(): void {
  window.__bench = benchPage;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    longTaskError = String(error);
  }
  // First appearance of each watched view, then when it was painted.
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(WATCHED) as [WatchedView, string][]) {
      if (seen[name] || !document.querySelector(selector)) continue;
      const entry: { found: number; painted?: number } = { found: performance.now() };
      seen[name] = entry;
      void painted().then((time) => (entry.painted = time));
    }
  }).observe(document, { childList: true, subtree: true });
}

// Bundled for the page only; Node imports this module's types alone (`import type`).
install();
