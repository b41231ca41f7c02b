import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import {
  COMMON_CHUNK,
  LATE_CHECKS,
  LATE_CHECKS_FIRST,
  LATE_PARTS,
  screenChunkName,
  screenGroups,
  SIGNED_IN_SCREEN,
  SIGNED_OUT_SCREEN,
  SMALL_GROUP_CODE,
  VIEW_SCREENS,
  VIEWS_CHUNK,
} from '../../screen-chunks';

// A made-up module graph in the shape Rolldown hands to a group's `name` (docs/decisions.md D98).
const ROOT = '/app/apps/web';
const at = (path: string) => join(ROOT, path);
const SHARED = at('../../packages/shared/src/index.ts');
const DATES = at('../../packages/shared/src/dates.ts');
const PLURAL = at('../../packages/shared/src/plural.ts');
const SCHEMAS = at('../../packages/shared/src/schemas/index.ts');
const PLANNING_SCHEMA = at('../../packages/shared/src/schemas/planning.ts');
const ANSWERS = at('../../packages/shared/src/answer-schemas.ts');
const FIRST_ANSWERS = at('../../packages/shared/src/answer-schemas-first.ts');
const ADMIN_SCHEMA = at('../../packages/shared/src/schemas/admin.ts');
const ZOD = at('../../node_modules/zod/index.js');

interface FakeModule {
  imports?: string[];
  code?: string;
  exports?: string[];
}

function graphOf(modules: Record<string, FakeModule>) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module
        ? { code: module.code ?? '', importedIds: module.imports ?? [], exports: module.exports ?? [] }
        : null;
    },
  };
}

const timeline = at(VIEW_SCREENS['/timeline']!);
const table = at(VIEW_SCREENS['/table']!);
const calendar = at(VIEW_SCREENS['/calendar']!);
const portfolio = at(VIEW_SCREENS['/portfolio']!);
const shell = at(SIGNED_IN_SCREEN);
const login = at(SIGNED_OUT_SCREEN);

const graph = graphOf({
  [at('src/main.tsx')]: {
    imports: [at('src/lib/api-client.ts'), SHARED],
    code: 'import { addDays } from "@plotline/shared";',
  },
  [at('src/lib/api-client.ts')]: {},
  [SHARED]: { imports: [DATES, PLURAL, SCHEMAS], exports: ['*'] },
  [SCHEMAS]: { imports: [PLANNING_SCHEMA], exports: ['*'] },
  [DATES]: { exports: ['addDays', 'eventDays'] },
  [PLURAL]: { exports: ['countLabel'] },
  [PLANNING_SCHEMA]: { exports: ['projectDetailSchema'] },
  [login]: { imports: [at('src/components/ui/input.tsx')] },
  [shell]: {
    imports: [at('src/components/ui/input.tsx'), at('src/app/shell/nav.tsx'), at('src/lib/api-client.ts')],
  },
  [at('src/components/ui/input.tsx')]: {},
  [at('src/app/shell/nav.tsx')]: {},
  [timeline]: {
    imports: [at('src/board.tsx'), at('src/selection.tsx'), SHARED],
    code: 'import { eventDays, countLabel as count } from "@plotline/shared";',
  },
  [table]: {
    imports: [at('src/selection.tsx'), at('src/grid.tsx'), SHARED],
    code: "import { countLabel } from '@plotline/shared';",
  },
  [calendar]: {
    imports: [at('src/selection.tsx'), SHARED],
    code: 'import {\n  projectDetailSchema,\n  eventDays\n} from "@plotline/shared";',
  },
  [portfolio]: {
    imports: [at('src/board.tsx'), SHARED],
    code: 'import {\n  projectDetailSchema,\n} from "@plotline/shared";',
  },
  [at('src/board.tsx')]: { imports: [at('src/bar.tsx')] },
  [at('src/bar.tsx')]: {},
  [at('src/selection.tsx')]: {},
  [at('src/grid.tsx')]: {},
  // The late schema checks take the answer schemas through an index of their own, read as a plain import.
  [at(LATE_CHECKS)]: { imports: [ANSWERS] },
  [ANSWERS]: { imports: [FIRST_ANSWERS, ADMIN_SCHEMA], exports: ['*'] },
  // Their first step: half of the schemas and zod, a task before the rest (D104).
  [at(LATE_CHECKS_FIRST)]: { imports: [FIRST_ANSWERS] },
  [FIRST_ANSWERS]: { imports: [PLANNING_SCHEMA, ZOD], exports: ['*'] },
  [ADMIN_SCHEMA]: { imports: [ZOD] },
  [ZOD]: {},
});

type Graph = ReturnType<typeof graphOf>;
/** A module's group (screenGroups): the screens that reach it, before the groups are folded. */
const groupIn = (modules: Graph) => (id: string) => screenGroups(ROOT, modules).groupOf.get(id) ?? null;

describe('screenGroups', () => {
  const name = groupIn(graph);

  it('names a module by the screens that reach it; the shell counts as part of every view', () => {
    expect(name(at('src/board.tsx'))).toBe('timeline~portfolio');
    // Imported by what it groups: by the same screens.
    expect(name(at('src/bar.tsx'))).toBe('timeline~portfolio');
    expect(name(at('src/selection.tsx'))).toBe('timeline~calendar~table');
    expect(name(at('src/components/ui/input.tsx'))).toBe('login~timeline~calendar~table~portfolio');
    expect(name(at('src/app/shell/nav.tsx'))).toBe('timeline~calendar~table~portfolio');
  });

  it("gives the entry's modules, the screens themselves and a module of one screen no group", () => {
    expect(name(at('src/lib/api-client.ts'))).toBeNull();
    expect(name(timeline)).toBeNull();
    expect(name(shell)).toBeNull();
    expect(name(at('src/grid.tsx'))).toBeNull();
  });

  it("reads which modules of the shared package a screen takes by the names it imports from the package's index", () => {
    // The entry takes addDays from dates.ts: the module goes with the entry, though views take eventDays.
    expect(name(DATES)).toBeNull();
    // countLabel (renamed by the timeline) from plural.ts; not the entry's, though it imports the index.
    expect(name(PLURAL)).toBe('timeline~table');
    // Behind a second index (schemas/), over several lines; the late checks' first step takes it too.
    expect(name(PLANNING_SCHEMA)).toBe('calendar~portfolio~checks1');
  });

  it("names what the late schema checks share with screens apart, so they fetch none of the screens' own code (D100)", () => {
    expect(name(PLANNING_SCHEMA)).toContain('~checks');
    expect(name(at('src/board.tsx'))).toBe('timeline~portfolio');
    // Theirs alone: no group, left to the bundler with them.
    expect(name(ZOD)).toBeNull();
    expect(name(ADMIN_SCHEMA)).toBeNull();
    expect(name(at(LATE_CHECKS))).toBeNull();
    expect(name(at(LATE_CHECKS_FIRST))).toBeNull();
  });

  it("names what a view's late part shares with other views apart from what they share without it (D104)", () => {
    const drag = at(LATE_PARTS.drag!.source);
    const DND = at('../../node_modules/@dnd-kit/core/dist/core.esm.js');
    const withDrag = graphOf({
      // The timeline fetches the drag after its first paint; the table and the calendar import it, or its library, statically.
      [timeline]: { imports: [at('src/rows.tsx')] },
      [at('src/rows.tsx')]: {},
      [drag]: { imports: [DND, at('src/rows.tsx')] },
      [table]: { imports: [drag, at('src/form.tsx')] },
      [calendar]: { imports: [DND, at('src/form.tsx')] },
    });
    const named = groupIn(withDrag);
    expect(named(DND)).toBe('calendar~table~drag');
    expect(named(drag)).toBe('table~drag');
    // What the two views share without the drag: not fetched with it.
    expect(named(at('src/form.tsx'))).toBe('calendar~table');
    // What the timeline holds already is named as before.
    expect(named(at('src/rows.tsx'))).toBe('timeline~table');
  });

  it("names what the checks' first step reaches apart from what only the rest does, so each step is a task of its own (D104)", () => {
    const withAdmin = graphOf({
      [at(LATE_CHECKS)]: { imports: [ANSWERS] },
      [ANSWERS]: { imports: [FIRST_ANSWERS, ADMIN_SCHEMA], exports: ['*'] },
      [at(LATE_CHECKS_FIRST)]: { imports: [FIRST_ANSWERS] },
      [FIRST_ANSWERS]: { imports: [PLANNING_SCHEMA], exports: ['*'] },
      [table]: { imports: [ADMIN_SCHEMA, PLANNING_SCHEMA] },
    });
    const named = groupIn(withAdmin);
    expect(named(PLANNING_SCHEMA)).toBe('table~checks1');
    expect(named(ADMIN_SCHEMA)).toBe('table~checks');
  });
});

describe('screenChunkName: the groups folded into few files (D108)', () => {
  const big = 'x'.repeat(SMALL_GROUP_CODE);
  const FORM = at('src/form.tsx');
  const FIELDS = at('src/fields.tsx');
  const folded = graphOf({
    [timeline]: {
      imports: [at('src/board.tsx'), at('src/selection.tsx'), at('src/components/ui/input.tsx')],
    },
    [portfolio]: { imports: [at('src/board.tsx')] },
    [table]: { imports: [at('src/selection.tsx'), FORM] },
    [calendar]: { imports: [at('src/selection.tsx'), FORM] },
    [login]: { imports: [at('src/components/ui/input.tsx'), FIELDS] },
    [at('src/board.tsx')]: { code: big },
    [at('src/selection.tsx')]: {},
    [at('src/components/ui/input.tsx')]: {},
    // The calendar's and the table's form imports fields the login screen shares: a big group.
    [FORM]: { imports: [FIELDS] },
    [FIELDS]: { code: big },
  });
  const name = (id: string) => screenChunkName(ROOT)(id, folded);
  const group = groupIn(folded);

  it('puts the code two or more views share, whatever its size, in one chunk every view loads', () => {
    expect(group(at('src/board.tsx'))).toBe('timeline~portfolio');
    expect(name(at('src/board.tsx'))).toBe(VIEWS_CHUNK);
    expect(group(at('src/selection.tsx'))).toBe('timeline~calendar~table');
    expect(name(at('src/selection.tsx'))).toBe(VIEWS_CHUNK);
  });

  it('puts a small group of screens of several kinds in the common chunk, and keeps a big one apart', () => {
    expect(group(at('src/components/ui/input.tsx'))).toBe('login~timeline');
    expect(name(at('src/components/ui/input.tsx'))).toBe(COMMON_CHUNK);
    expect(name(FIELDS)).toBe('login~calendar~table');
  });

  it('keeps apart a group that imports a group kept apart, so a view that loads the joint chunk does not load it too', () => {
    // calendar~table alone would be the views' code; its form needs the login's big fields group.
    expect(group(FORM)).toBe('calendar~table');
    expect(name(FORM)).toBe('calendar~table');
  });

  it('keeps a late part apart however small, so it is fetched after the first paint', () => {
    const drag = at(LATE_PARTS.drag!.source);
    const withDrag = graphOf({
      [timeline]: {},
      [drag]: { imports: [at('src/dnd.ts')] },
      [table]: { imports: [at('src/dnd.ts')] },
      [at('src/dnd.ts')]: {},
    });
    expect(screenChunkName(ROOT)(at('src/dnd.ts'), withDrag)).toBe('table~drag');
  });
});
