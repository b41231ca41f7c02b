/** Mutations of one project share this key, so `useIsSaving` can watch them all. */
export const planningMutationKey = (projectId: string) => ['planning', projectId] as const;
