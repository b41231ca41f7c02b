/** Business constants: the product's fixed numbers, one place for server and web. */
export const TAGLINE = 'Plan, track and visualize your projects';
export const BREAKPOINTS = { mobile: 768, tablet: 1024, largeDesktop: 1280 } as const;
export const DEFAULT_COLOR = '#3B82F6';
export const DEFAULT_TIME_RANGE = { start: '2025-07-20', end: '2025-11-15' } as const;
export const AUTO_FIT_PADDING_DAYS = 14;
export const TIMELINE_CANVAS_MIN_WIDTH = 2000;
export const MAX_LANES = 5;
export const LANE_HEIGHT = 20;
export const MIN_ROW_HEIGHT = 48;
export const PROJECT_NAME_MAX_DISPLAY = 30;
export const PROJECT_NAME_MAX_DISPLAY_MOBILE = 20;
export const OVERLAY_CLEANUP_MS = 5000;
export const PENDING_EDIT_OVERLAY_MS = 10_000;
export const EDGE_SCROLL_ZONE = 50;
export const EDGE_SCROLL_STEP = 15;
export const INITIAL_RENDER_DELAY_MS = 100;
/** A view's script chunk that has not loaded after this long counts as failed. */
export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DEFAULT_PROJECT_NAME = 'Default Project';
export const DEFAULT_PROJECT_DESCRIPTION = 'Default project for timelines';
export const LEGACY_IMPORT_PROJECT_NAME = 'Imported Migration Project';
export const VIEWS = ['timeline', 'calendar', 'table', 'portfolio', 'projects', 'admin', 'organization', 'account'] as const;
export type View = (typeof VIEWS)[number];
/**
 * One path per view: the view lives in the URL so deep links and the back button work. The web's
 * router takes them from here, and so do the server's early reads of a page at such an address
 * (early-session.ts) and the build's chunk per view (apps/web/screen-chunks.ts).
 */
export const VIEW_PATHS = {
  timeline: '/timeline',
  calendar: '/calendar',
  table: '/table',
  /** Every readable project on one time axis (issue 20, docs/decisions.md D45). */
  portfolio: '/portfolio',
  projects: '/projects',
  account: '/account',
  admin: '/admin',
  organization: '/organization',
} as const satisfies Record<View, string>;
/** Views that may be saved as the default view. */
export const DEFAULT_VIEW_CHOICES = ['timeline', 'calendar', 'table', 'admin', 'organization'] as const;

/** One of DEFAULT_VIEW_CHOICES (defaultViewSchema without zod, for the web's first paint: docs/decisions.md D82). */
export const isDefaultViewChoice = (value: unknown): value is (typeof DEFAULT_VIEW_CHOICES)[number] =>
  (DEFAULT_VIEW_CHOICES as readonly unknown[]).includes(value);
/** Registration temp tokens expire after this (docs/decisions.md D25.7). */
export const TEMP_TOKEN_TTL_MINUTES = 30;

/** Name cut with an ellipsis, as the project picker shows it. */
export function truncateName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** A project keeps at most this many baselines; saving one more is a 409. */
export const MAX_BASELINES_PER_PROJECT = 20;
