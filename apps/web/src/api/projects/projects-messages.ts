/** Spec part 2, section 8: what the app says when GET /api/v1/projects fails. */
export const PROJECTS_LOAD_FAILED = 'Failed to load projects';
