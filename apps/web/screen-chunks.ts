import { join } from 'node:path';
import { VIEW_PATHS } from '../../packages/shared/src/constants.js';

/*
 * The lazily loaded code grouped by the screens that need it (docs/decisions.md D98, D100). Left
 * to itself the bundler makes a chunk per set of dynamic imports that reach a module, so the
 * timeline's first load was 43 files, most under 1 KB and each a request of its own: on HTTP/1.1
 * (six connections to a server) and a slow link, a round trip per six files. Here a module that
 * the first-load screens reach statically (the login screen; the signed-in shell with one of the
 * four views; the late schema checks) goes into one chunk per set of them that reach it: each
 * loads only chunks whose every module it needs, and the timeline's first load is 20 files.
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
 * The modules `root` imports statically, itself included. An import of the shared package's index
 * counts as an import of the modules that define the names taken from it: the index is in every
 * screen's imports, which would otherwise make every module of the package look needed by all.
 */
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
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const imported of info.importedIds) {
      if (imported !== index) pending.push(imported);
      else pending.push(...sharedNamesOf(info.code ?? '').map((name) => definedIn.get(name) ?? index));
    }
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

/**
 * The `name` of a Rolldown code-splitting group: for a module that first-load screens reach
 * statically and the entry does not, the screens that reach it, e.g. `timeline~table` (the shell
 * counts as part of each view; the late schema checks count as a screen); null — the bundler's own chunking — for the rest, and for a module
 * only one screen reaches, which then stays in that screen's chunk. A module's imports are reached
 * by every screen that reaches it, so they sit in a chunk named by the same screens or more, which
 * those screens load too.
 */
export function screenChunkName(webRoot: string): (id: string, graph: ModuleGraph) => string | null {
  const index = join(webRoot, SHARED_INDEX);
  const views = Object.values(VIEW_SCREENS).map((source) => join(webRoot, source));
  const roots = new Set([
    join(webRoot, SIGNED_OUT_SCREEN),
    join(webRoot, SIGNED_IN_SCREEN),
    join(webRoot, LATE_CHECKS),
    join(webRoot, LATE_CHECKS_FIRST),
    ...views,
  ]);
  let reach: {
    entry: Set<string>;
    checks: Set<string>;
    checksFirst: Set<string>;
    login: Set<string>;
    shell: Set<string>;
    views: [string, Set<string>][];
    /** Each late part's name, what it reaches, and what its view (with the shell) already holds. */
    parts: [string, Set<string>, Set<string>][];
  } | null = null;
  return (id, graph) => {
    if (!reach) {
      const definedIn = sharedDefinitions(graph, index);
      const closure = (source: string) => staticClosure(graph, source, index, definedIn);
      reach = {
        entry: closure(join(webRoot, ENTRY)),
        checks: closure(join(webRoot, LATE_CHECKS)),
        checksFirst: closure(join(webRoot, LATE_CHECKS_FIRST)),
        login: closure(join(webRoot, SIGNED_OUT_SCREEN)),
        shell: closure(join(webRoot, SIGNED_IN_SCREEN)),
        views: views.map((view) => [view.replace(/^.*[\\/]|-page\.tsx$/g, ''), closure(view)]),
        parts: Object.entries(LATE_PARTS).map(([name, { source, view }]) => {
          const held = closure(join(webRoot, VIEW_SCREENS[view]!));
          for (const id of closure(join(webRoot, SIGNED_IN_SCREEN))) held.add(id);
          return [name, closure(join(webRoot, source)), held];
        }),
      };
    }
    if (reach.entry.has(id) || roots.has(id)) return null;
    const screens = [
      ...(reach.login.has(id) ? ['login'] : []),
      ...reach.views.filter(([, closure]) => closure.has(id) || reach!.shell.has(id)).map(([name]) => name),
      ...(reach.checksFirst.has(id) ? ['checks1'] : reach.checks.has(id) ? ['checks'] : []),
      ...reach.parts.filter(([, reached, held]) => reached.has(id) && !held.has(id)).map(([name]) => name),
    ];
    return screens.length > 1 ? screens.join('~') : null;
  };
}
