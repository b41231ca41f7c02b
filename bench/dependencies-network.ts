import {
  addDays,
  DEPENDENCY_TYPES,
  type ScheduleDependency,
  type ScheduleEvent,
} from '../packages/shared/src/index.js';

/*
 * The benchmark's project of issue 16 as plain scheduling data: 10,000 events and 5,000
 * dependencies, the first 500 events one finish-to-start chain (the chain whose head is dragged),
 * the other 4,500 dependencies short acyclic links of every type with lags of −2…2 among the rest.
 * Deterministic (a fixed xorshift generator), so every run measures the same network.
 */

export const EVENT_COUNT = 10_000;
export const DEPENDENCY_COUNT = 5_000;
export const CHAIN_LENGTH = 500;
export const FIRST_DAY = '2026-01-05';

export interface BenchEvent extends ScheduleEvent {
  title: string;
  /** 0-based timeline of the event (100 timelines of 100 events). */
  timeline: number;
}

export interface BenchDependency extends ScheduleDependency {
  /** Indexes of its events in `events`. */
  from: number;
  to: number;
}

export function benchNetwork(): { events: BenchEvent[]; deps: BenchDependency[] } {
  // A 32-bit xorshift: integer arithmetic only (a float LCG loses its low bits and repeats).
  let state = 16;
  const random = (below: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
  const events: BenchEvent[] = [];
  let chainDay = 0;
  for (let index = 0; index < EVENT_COUNT; index += 1) {
    // The chain: back to back, each step 1–3 days long, about 1,000 days in all, so it ends last.
    const isChain = index < CHAIN_LENGTH;
    const length = isChain ? (index % 3) + 1 : random(6) + 1;
    const first = isChain ? chainDay : random(720);
    if (isChain) chainDay += length;
    events.push({
      id: `event-${index}`,
      title: isChain ? `Chain step ${index + 1}` : `Event ${index + 1}`,
      timeline: Math.floor(index / 100),
      startDate: addDays(FIRST_DAY, first),
      endDate: length === 1 ? null : addDays(FIRST_DAY, first + length - 1),
    });
  }
  const deps: BenchDependency[] = [];
  const link = (from: number, to: number, type: ScheduleDependency['type'], lagDays: number) =>
    deps.push({
      id: `dep-${deps.length}`,
      fromEventId: `event-${from}`,
      toEventId: `event-${to}`,
      type,
      lagDays,
      from,
      to,
    });
  for (let index = 1; index < CHAIN_LENGTH; index += 1) link(index - 1, index, 'finish_to_start', 0);
  const seen = new Set<string>();
  while (deps.length < DEPENDENCY_COUNT) {
    // From a lower to a higher index, so the network stays acyclic.
    const from = CHAIN_LENGTH + random(EVENT_COUNT - CHAIN_LENGTH - 20);
    const to = from + 1 + random(20);
    if (seen.has(`${from}>${to}`)) continue;
    seen.add(`${from}>${to}`);
    link(from, to, DEPENDENCY_TYPES[random(4)]!, random(5) - 2);
  }
  return { events, deps };
}
