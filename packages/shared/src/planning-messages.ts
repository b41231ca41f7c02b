/* No zod here: the web's first paint imports these (docs/decisions.md D82); the schemas import them too. */

/** Exact texts the server sends. */
export const PLANNING_MESSAGES = {
  projectNotFound: 'Project not found',
  timelineNotFound: 'Timeline not found',
  eventNotFound: 'Event not found',
  timelineNameNotFound: (name: string) => `Timeline "${name}" not found`,
  timelineNameTaken: (name: string) => `A timeline named "${name}" already exists in this project`,
  sourceTimelineNotFound: (id: string) => `Source timeline ${id} not found`,
  targetTimelineNotFound: (id: string) => `Target timeline ${id} not found`,
  reorderDifferentProjects: 'Cannot reorder timelines from different projects',
  reorderEventsDifferentTimelines: 'Cannot reorder events from different timelines',
  reorderListChanged: 'The list changed since you loaded it; refresh and try again',
  staleVersion: (entity: string) =>
    `This ${entity} was changed by someone else since you loaded it. Refresh to see the latest version and try again.`,
  needEdit: 'You need edit permissions to change this project.',
  needAdminEvents: 'You need admin permissions to add events',
  needAdminTimelines: 'You need admin permissions to create timelines in this project.',
  needAdminDeleteTimelines: 'You need admin permissions to delete timelines in this project.',
  needAdminReorder: 'You need admin permissions to reorder timelines in this project.',
  needAdminProject: 'You need admin permissions to change this project.',
  needDeleteEvents: 'You need delete permissions to delete events.',
  needDeleteProject: 'Only the project owner or the organization owner can delete this project.',
  needOwnerShare: 'Only the project owner can manage sharing.',
  cannotShareWithOwner: 'The project owner already has full access',
  userNotShareable: 'This user cannot be given access to this project',
  shareNotFound: 'This user has no access entry on this project',
  /** What the forms that name a new project or timeline say on a blank confirm. */
  projectNameRequired: 'Please enter a project name',
  timelineNameRequired: 'Please enter a timeline name',
  /** What every event form says before sending an end date earlier than the start. */
  endBeforeStart: 'The end date cannot be before the start date.',
  /** A milestone is single-day (docs/decisions.md D36). */
  milestoneEndDate: 'must be empty for a milestone (a milestone is a single day)',
} as const;
