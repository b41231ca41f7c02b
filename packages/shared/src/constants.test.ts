import { describe, expect, it } from 'vitest';
import {
  AUTO_FIT_PADDING_DAYS,
  BREAKPOINTS,
  DEFAULT_COLOR,
  DEFAULT_PROJECT_DESCRIPTION,
  DEFAULT_PROJECT_NAME,
  DEFAULT_TIME_RANGE,
  DEFAULT_VIEW_CHOICES,
  EDGE_SCROLL_STEP,
  EDGE_SCROLL_ZONE,
  INITIAL_RENDER_DELAY_MS,
  LANE_HEIGHT,
  MAX_LANES,
  MIN_ROW_HEIGHT,
  OVERLAY_CLEANUP_MS,
  PROJECT_NAME_MAX_DISPLAY,
  PROJECT_NAME_MAX_DISPLAY_MOBILE,
  SCRIPT_CHUNK_LOAD_TIMEOUT_MS,
  TAGLINE,
  TEMP_TOKEN_TTL_MINUTES,
  TIMELINE_CANVAS_MIN_WIDTH,
  VIEWS,
  truncateName,
} from './constants.js';
import {
  DEFAULT_ORGANIZATION_ROLE,
  DEFAULT_PLATFORM_ROLE,
  DEFAULT_SHARE_LEVEL,
  DEFAULT_SYS_ROLE,
  SHARE_LEVELS,
} from './roles.js';

describe('business constants', () => {
  it('match the specification', () => {
    expect(TAGLINE).toBe('Plan, track and visualize your projects');
    expect(BREAKPOINTS).toEqual({ mobile: 768, tablet: 1024, largeDesktop: 1280 });
    expect(TIMELINE_CANVAS_MIN_WIDTH).toBe(2000);
    expect(DEFAULT_TIME_RANGE).toEqual({ start: '2025-07-20', end: '2025-11-15' });
    expect(AUTO_FIT_PADDING_DAYS).toBe(14);
    expect([MAX_LANES, LANE_HEIGHT, MIN_ROW_HEIGHT]).toEqual([5, 20, 48]);
    expect([PROJECT_NAME_MAX_DISPLAY, PROJECT_NAME_MAX_DISPLAY_MOBILE]).toEqual([30, 20]);
    expect(DEFAULT_COLOR).toBe('#3B82F6');
    expect(OVERLAY_CLEANUP_MS).toBe(5000);
    expect([EDGE_SCROLL_ZONE, EDGE_SCROLL_STEP]).toEqual([50, 15]);
    expect(INITIAL_RENDER_DELAY_MS).toBe(100);
    expect(SCRIPT_CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(DEFAULT_PROJECT_NAME).toBe('Default Project');
    expect(DEFAULT_PROJECT_DESCRIPTION).toBe('Default project for timelines');
  });

  it('default to read access, member role, viewer platform role and the Trial plan', () => {
    expect(DEFAULT_SHARE_LEVEL).toBe('read');
    expect(DEFAULT_ORGANIZATION_ROLE).toBe('member');
    expect(DEFAULT_PLATFORM_ROLE).toBe('viewer');
    expect(DEFAULT_SYS_ROLE).toBe('Trial');
    // Ownership is never granted through a share.
    expect(SHARE_LEVELS).not.toContain('owner');
  });

  it('expire registration temp tokens within 30 minutes (docs/decisions.md D25.7)', () => {
    expect(TEMP_TOKEN_TTL_MINUTES).toBeGreaterThan(0);
    expect(TEMP_TOKEN_TTL_MINUTES).toBeLessThanOrEqual(30);
  });

  it('offer only existing views as default views', () => {
    for (const view of DEFAULT_VIEW_CHOICES) expect(VIEWS).toContain(view);
    expect(VIEWS).toEqual(
      expect.arrayContaining(['timeline', 'calendar', 'table', 'projects', 'admin', 'organization']),
    );
  });
});

describe('truncateName', () => {
  it('keeps names up to the limit', () => {
    expect(truncateName('Migration', 30)).toBe('Migration');
    expect(truncateName('x'.repeat(30), 30)).toBe('x'.repeat(30));
  });

  it('cuts longer names at the limit and adds an ellipsis', () => {
    expect(truncateName('x'.repeat(31), 30)).toBe(`${'x'.repeat(30)}...`);
    expect(truncateName('Platform migration programme 2025', PROJECT_NAME_MAX_DISPLAY_MOBILE)).toBe(
      'Platform migration p...',
    );
  });
});
