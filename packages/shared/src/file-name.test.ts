import { describe, expect, it } from 'vitest';
import { csvFileName, fileSafeName, renderFileName } from './file-name.js';

describe('file names', () => {
  it('keeps letters and digits of any script and turns the rest into single dashes', () => {
    expect(fileSafeName('  Q3 / Q4 roadmap: "Zürich"  ')).toBe('Q3-Q4-roadmap-Zürich');
    expect(fileSafeName('***')).toBe('project');
  });

  it('names pictures by view and range, and the CSV by project', () => {
    expect(renderFileName({ projectName: 'Apollo Launch', view: 'calendar', start: '2025-03-01', end: '2025-03-31', format: 'pdf' })).toBe(
      'Apollo-Launch-calendar-2025-03-01-2025-03-31.pdf',
    );
    expect(csvFileName('Apollo Launch')).toBe('Apollo-Launch-events.csv');
  });
});
