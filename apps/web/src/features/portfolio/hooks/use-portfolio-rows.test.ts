import { describe, expect, it } from 'vitest';
import type { TimelineLayout } from '@/components/planning/timeline/use-row-layouts';
import { PENDING_ROW_HEIGHT, PHONE_PROJECT_ROW_HEIGHT, PROJECT_ROW_HEIGHT, type PortfolioRow } from '../utils/portfolio-rows';
import { rowHeight } from './use-portfolio-rows';

const header = { kind: 'project' } as PortfolioRow;
const pending = { kind: 'pending' } as PortfolioRow;
const timeline = { kind: 'timeline' } as PortfolioRow;

describe('rowHeight', () => {
  it('makes a project header taller in the phone column (two lines of name and the badges), nothing else', () => {
    expect(rowHeight(header, undefined, false)).toBe(PROJECT_ROW_HEIGHT);
    expect(rowHeight(header, undefined, true)).toBe(PHONE_PROJECT_ROW_HEIGHT);
    expect(PHONE_PROJECT_ROW_HEIGHT).toBeGreaterThan(PROJECT_ROW_HEIGHT);
    for (const isCompact of [false, true]) {
      expect(rowHeight(pending, undefined, isCompact)).toBe(PENDING_ROW_HEIGHT);
      expect(rowHeight(timeline, { height: 72 } as TimelineLayout, isCompact)).toBe(72);
      expect(rowHeight(timeline, undefined, isCompact)).toBe(PENDING_ROW_HEIGHT);
    }
  });
});
