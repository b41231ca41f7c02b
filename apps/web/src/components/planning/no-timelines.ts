import type { TimelineWithEvents } from '@plotline/shared';

/** No timelines (a project not loaded yet, a board not measured yet): one list, the same on every render, so memos over it hold. */
export const NO_TIMELINES: TimelineWithEvents[] = [];
