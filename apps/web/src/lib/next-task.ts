/**
 * Resolves in a task of its own, after what is queued now: work split at it is two tasks, which the
 * page answers input and paints between (the paging of a project, D84; the schema checks' two steps,
 * D104; the chunks fetched after the first paint, D102; the tasks that wait for the first paint, D111).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
