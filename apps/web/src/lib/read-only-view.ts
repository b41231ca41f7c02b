import { createContext, useContext } from 'react';

/*
 * A view opened through a public link (docs/decisions.md D42): the timeline, calendar and table
 * render the project read-only for someone who is not signed in. Inside it, whatever talks to the
 * server for a signed-in user (the live stream, refresh, export, import) stays away; edit
 * affordances are already gone because the project reads as 'read' access.
 */
export interface ReadOnlyView {
  projectName: string;
}

export const ReadOnlyViewContext = createContext<ReadOnlyView | null>(null);

/** The public link's view, or null in the signed-in app. */
export const useReadOnlyView = (): ReadOnlyView | null => useContext(ReadOnlyViewContext);
