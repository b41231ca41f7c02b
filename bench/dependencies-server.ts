/*
 * The server half of bench/dependencies.ts: the answer time of moving the head of a 500-event
 * chain with auto-schedule on. TODO(dep-rules): measured once dep-server's dependencies routes
 * have landed (docs/performance.md says so until then).
 */

export interface ServerTiming {
  median: number;
  p90: number;
  max: number;
  cpu: number;
}

export async function measureServerMove(): Promise<{
  timing: ServerTiming | null;
  setup: string;
  note: string;
}> {
  return { timing: null, setup: '', note: 'the dependencies API has not landed yet' };
}
