/** What the app says when GET /api/v1/projects fails. */
export const PROJECTS_LOAD_FAILED = 'Failed to load projects';
