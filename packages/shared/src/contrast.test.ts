import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  DARK_TEXT,
  LIGHT_TEXT,
  contrastRatio,
  parseHexColor,
  readableTextColor,
  relativeLuminance,
} from './contrast.js';
import { BUILTIN_OBJECTIVES, UNKNOWN_OBJECTIVE } from './objectives.js';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('parseHexColor', () => {
  it('reads six and three digits, with or without #, in any case', () => {
    expect(parseHexColor('#3B82F6')).toEqual([59, 130, 246]);
    expect(parseHexColor('3b82f6')).toEqual([59, 130, 246]);
    expect(parseHexColor('#fA0')).toEqual([255, 170, 0]);
  });

  it('refuses what is not a hex colour', () => {
    for (const value of ['', '#12345', '#GGGGGG', 'red', '#1234567', 'rgb(0,0,0)']) {
      expect(parseHexColor(value)).toBeNull();
    }
  });
});

describe('relativeLuminance and contrastRatio', () => {
  it('match the WCAG reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // White on the product accent: the figure colour checkers report for #3B82F6.
    expect(contrastRatio('#FFFFFF', '#3B82F6')).toBeCloseTo(3.68, 2);
    // White on Tailwind's amber-500, the bars the issue reports.
    expect(contrastRatio('#F59E0B', '#FFFFFF')).toBeCloseTo(2.15, 2);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });
});

describe('readableTextColor', () => {
  it('puts black on every built-in objective (white fails AA on all six) and white on dark colours', () => {
    const chosen = Object.fromEntries(BUILTIN_OBJECTIVES.map((objective) => [objective.id, readableTextColor(objective.color)]));
    expect(chosen).toEqual({
      preparation: DARK_TEXT,
      development: DARK_TEXT,
      testing: DARK_TEXT,
      deployment: DARK_TEXT,
      maintenance: DARK_TEXT,
      business: DARK_TEXT,
    });
    expect(readableTextColor('#1D4ED8')).toBe(LIGHT_TEXT);
  });

  it('meets AA on every built-in colour', () => {
    for (const { color } of [...BUILTIN_OBJECTIVES, UNKNOWN_OBJECTIVE]) {
      expect(contrastRatio(color, readableTextColor(color))).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('meets AA on any colour a user can pick, and never picks the weaker of the two', () => {
    fc.assert(
      fc.property(hexColor, (background) => {
        const text = readableTextColor(background);
        const other = text === LIGHT_TEXT ? DARK_TEXT : LIGHT_TEXT;
        expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(contrastRatio(background, other));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives black for a colour it cannot read', () => {
    expect(readableTextColor('not a colour')).toBe(DARK_TEXT);
  });
});
