/** The six built-in objectives. The server may add to or override them. */
export const BUILTIN_OBJECTIVES = [
  { id: 'preparation', name: 'Preparation', color: '#3B82F6', description: 'Initial setup and planning' },
  { id: 'development', name: 'Development', color: '#10B981', description: 'Development and configuration' },
  { id: 'testing', name: 'Testing', color: '#F59E0B', description: 'Testing and QA activities' },
  { id: 'deployment', name: 'Deployment', color: '#EF4444', description: 'Production deployment' },
  { id: 'maintenance', name: 'Maintenance', color: '#8B5CF6', description: 'Post-launch support and monitoring' },
  { id: 'business', name: 'Business Critical', color: '#EC4899', description: 'Business operations that impact resources' },
] as const;

export const DEFAULT_OBJECTIVE = 'preparation';
export const UNKNOWN_OBJECTIVE = { name: 'Unknown', color: '#6B7280' } as const;

export interface ObjectiveInfo {
  id: string;
  name: string;
  color: string;
  description: string;
}

export type ObjectiveMap = Record<string, ObjectiveInfo>;

/** The built-ins as a map: what the server starts from, and what clients show until its map arrives. */
export const BUILTIN_OBJECTIVE_MAP: Readonly<ObjectiveMap> = Object.freeze(
  Object.fromEntries(BUILTIN_OBJECTIVES.map((objective) => [objective.id, { ...objective }])),
);

/** An event whose objective is not in the map is treated as preparation. */
export function normalizeObjective(key: string | null | undefined, objectives: ObjectiveMap): string {
  return key && Object.hasOwn(objectives, key) ? key : DEFAULT_OBJECTIVE;
}

/** Display name and colour of an objective; 'Unknown' in grey when the map has no entry. */
export function describeObjective(
  key: string | null | undefined,
  objectives: ObjectiveMap,
): { name: string; color: string } {
  const objective = key ? objectives[key] : undefined;
  return objective ? { name: objective.name, color: objective.color } : { ...UNKNOWN_OBJECTIVE };
}
