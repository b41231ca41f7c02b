import { join } from 'node:path';
import { VIEW_PATHS } from '../../packages/shared/src/constants.js';

/*
 * The lazily loaded code grouped by the screens that need it (docs/decisions.md D98, D100). Left
 * to itself the bundler makes a chunk per set of dynamic imports that reach a module, so the
 * timeline's first load was 43 files, most under 1 KB and each a request of its own: on HTTP/1.1
 * (six connections to a server) and a slow link, a round trip per six files. Here a module that
 * the first-load screens reach statically (the login screen; the signed-in shell with one of the
 * four views; the late schema checks) goes into one group per set of them that reach it, and the
 * groups are then folded into few files (D108): the code the views share is one chunk every view
 * loads, the small mixed groups another. The timeline's first load is 12 files with the early project
 * read's script (20 with a chunk per group, each screen then loading only chunks whose every module
 * it needs).
 */

/** The first-load screens: the module behind each lazy import, relative to apps/web. */
export const SIGNED_OUT_SCREEN = 'src/features/auth/components/login-screen.tsx';
export const SIGNED_IN_SCREEN = 'src/app/shell/app-shell.tsx';
export const VIEW_SCREENS: Record<string, string> = {
  [VIEW_PATHS.timeline]: 'src/features/timeline/timeline-page.tsx',
  [VIEW_PATHS.calendar]: 'src/features/calendar/calendar-page.tsx',
  [VIEW_PATHS.table]: 'src/features/table/table-page.tsx',
  [VIEW_PATHS.portfolio]: 'src/features/portfolio/portfolio-page.tsx',
};
const ENTRY = 'src/main.tsx';
/**
 * The late schema checks (api/response-schemas.ts), fetched after every screen's first paint: a
 * module they share with a screen is named by both, so they fetch no chunk of a screen's code
 * they do not need (D100).
 */
export const LATE_CHECKS = 'src/api/response-schema-values.ts';
/**
 * Their first step, evaluated a task before the rest (D104): what it reaches is named `checks1`
 * (not `checks`), so no chunk holds modules of both steps and each step is a task of its own.
 */
export const LATE_CHECKS_FIRST = 'src/api/response-schema-values-first.ts';
/**
 * A part a view fetches after its first paint whose code other views import statically (D104): the
 * timeline's row drag (dnd-kit), which the table and the calendar draw with. What it shares with
 * those views and not with its own view is named by it too, so fetching it does not fetch (and
 * evaluate) the rest of what those views share: their forms, dialogs and zod.
 */
export const LATE_PARTS: Record<string, { source: string; view: string }> = {
  drag: { source: 'src/components/planning/sortable-rows-drag.tsx', view: VIEW_PATHS.timeline },
};
/** The shared package's index (`@plotline/shared`), which re-exports every module of it. */
const SHARED_INDEX = '../../packages/shared/src/index.ts';
const SHARED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@plotline\/shared["']/g;

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[]; exports: readonly string[] } | null;
}

/** Which module of the shared package defines each name its index exports. */
function sharedDefinitions(graph: ModuleGraph, index: string): Map<string, string> {
  const definedIn = new Map<string, string>();
  const visit = (id: string) => {
    const info = graph.getModuleInfo(id);
    if (!info) return;
    for (const name of info.exports) if (name !== '*' && !definedIn.has(name)) definedIn.set(name, id);
    // A module that re-exports others wholesale (`export * from`) is walked into.
    if (info.exports.includes('*')) info.importedIds.forEach(visit);
  };
  graph.getModuleInfo(index)?.importedIds.forEach(visit);
  return definedIn;
}

/**
 * The modules `id` imports statically. An import of the shared package's index counts as an import
 * of the modules that define the names taken from it: the index is in every screen's imports, which
 * would otherwise make every module of the package look needed by all.
 */
function staticImports(
  graph: ModuleGraph,
  id: string,
  index: string,
  definedIn: Map<string, string>,
): string[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  return info.importedIds.flatMap((imported) =>
    imported !== index
      ? [imported]
      : sharedNamesOf(info.code ?? '').map((name) => definedIn.get(name) ?? index),
  );
}

/** The modules `root` imports statically, itself included. */
function staticClosure(
  graph: ModuleGraph,
  root: string,
  index: string,
  definedIn: Map<string, string>,
): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...staticImports(graph, id, index, definedIn));
  }
  return seen;
}

/** The names a module's code imports from `@plotline/shared` (its types are gone by now). */
function sharedNamesOf(code: string): string[] {
  return [...code.matchAll(SHARED_IMPORT)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  );
}

/** The chunk of the code two or more views share and nothing else does (docs/decisions.md D108). */
export const VIEWS_CHUNK = 'views';
/** The chunk of the small groups that mix screens of several kinds (D108). */
export const COMMON_CHUNK = 'common';
/**
 * A group whose modules' code (as the bundler holds it: transformed, not minified) is under this
 * many characters makes a file of about 1 KB of brotli or less, whose request costs a first load
 * more than its bytes: it joins COMMON_CHUNK.
 */
export const SMALL_GROUP_CODE = 8_000;
const viewName = (source: string) => source.replace(/^.*[\\/]|-page\.tsx$/g, '');
const VIEW_NAMES = new Set(Object.values(VIEW_SCREENS).map(viewName));
const PART_NAMES = new Set(Object.keys(LATE_PARTS));

/** What the first-load screens reach, grouped. */
export interface ScreenGroups {
  /**
   * The group of each module that first-load screens reach statically and the entry does not: the
   * screens that reach it, e.g. `timeline~table` (the shell counts as part of each view; the late
   * schema checks count as a screen). A module only one screen reaches has none: it stays in that
   * screen's chunk. A module's imports are reached by every screen that reaches it, so they sit in
   * a group named by the same screens or more, which those screens load too.
   */
  groupOf: Map<string, string>;
  /** Each group's code, in characters. */
  sizes: Map<string, number>;
  /** A module's static imports (the shared package's index read as the modules it takes names from). */
  importsOf: (id: string) => string[];
}

export function screenGroups(webRoot: string, graph: ModuleGraph): ScreenGroups {
  const index = join(webRoot, SHARED_INDEX);
  const definedIn = sharedDefinitions(graph, index);
  const closure = (source: string) => staticClosure(graph, join(webRoot, source), index, definedIn);
  const entry = closure(ENTRY);
  const checks = closure(LATE_CHECKS);
  const checksFirst = closure(LATE_CHECKS_FIRST);
  const login = closure(SIGNED_OUT_SCREEN);
  const shell = closure(SIGNED_IN_SCREEN);
  const views = Object.values(VIEW_SCREENS).map((source) => [viewName(source), closure(source)] as const);
  /** Each late part's name, what it reaches, and what its view (with the shell) already holds. */
  const parts = Object.entries(LATE_PARTS).map(([name, { source, view }]) => {
    const held = closure(VIEW_SCREENS[view]!);
    for (const id of shell) held.add(id);
    return [name, closure(source), held] as const;
  });
  const roots = new Set(
    [SIGNED_OUT_SCREEN, SIGNED_IN_SCREEN, LATE_CHECKS, LATE_CHECKS_FIRST, ...Object.values(VIEW_SCREENS)].map(
      (source) => join(webRoot, source),
    ),
  );
  const reached = [
    login,
    shell,
    checks,
    checksFirst,
    ...views.map(([, ids]) => ids),
    ...parts.map(([, ids]) => ids),
  ];
  const groupOf = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const id of new Set(reached.flatMap((ids) => [...ids]))) {
    if (entry.has(id) || roots.has(id)) continue;
    const screens = [
      ...(login.has(id) ? ['login'] : []),
      ...views.filter(([, ids]) => ids.has(id) || shell.has(id)).map(([name]) => name),
      ...(checksFirst.has(id) ? ['checks1'] : checks.has(id) ? ['checks'] : []),
      ...parts.filter(([, ids, held]) => ids.has(id) && !held.has(id)).map(([name]) => name),
    ];
    if (screens.length < 2) continue;
    const group = screens.join('~');
    groupOf.set(id, group);
    sizes.set(group, (sizes.get(group) ?? 0) + (graph.getModuleInfo(id)?.code?.length ?? 0));
  }
  return { groupOf, sizes, importsOf: (id) => staticImports(graph, id, index, definedIn) };
}

/**
 * The groups folded into a joint chunk (D108): a group of views alone (two or more, nothing else)
 * into VIEWS_CHUNK, another small group without a late part into COMMON_CHUNK. A group stays
 * apart when one of its modules imports a module of a group that stays apart: whoever loads the
 * joint chunk would load that group too, which it may not need. Repeated until nothing changes.
 */
export function jointChunks({ groupOf, sizes, importsOf }: ScreenGroups): Map<string, string> {
  const joint = new Map<string, string>();
  for (const [group, size] of sizes) {
    const screens = group.split('~');
    if (screens.every((screen) => VIEW_NAMES.has(screen))) joint.set(group, VIEWS_CHUNK);
    else if (size < SMALL_GROUP_CODE && !screens.some((screen) => PART_NAMES.has(screen)))
      joint.set(group, COMMON_CHUNK);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const [id, group] of groupOf) {
      if (!joint.has(group)) continue;
      const importsApart = importsOf(id).some((imported) => {
        const importedGroup = groupOf.get(imported);
        return importedGroup !== undefined && !joint.has(importedGroup);
      });
      if (importsApart) {
        joint.delete(group);
        changed = true;
      }
    }
  }
  return joint;
}

/**
 * The `name` of a Rolldown code-splitting group: a module's group (screenGroups), or the joint
 * chunk it is folded into (jointChunks); null — the bundler's own chunking — for a module in no
 * group. Worked out once, on the first module asked about.
 */
export function screenChunkName(webRoot: string): (id: string, graph: ModuleGraph) => string | null {
  let names: Map<string, string> | null = null;
  return (id, graph) => {
    if (!names) {
      const groups = screenGroups(webRoot, graph);
      const joint = jointChunks(groups);
      names = new Map([...groups.groupOf].map(([module, group]) => [module, joint.get(group) ?? group]));
    }
    return names.get(id) ?? null;
  };
}
