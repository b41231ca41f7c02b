/**
 * Full-page navigations, behind one object so component tests can observe them
 * (jsdom's window.location cannot be spied on).
 */
export const browser = {
  /** Replaces the current history entry with a full load of `url` (after sign-in). */
  replaceLocation(url: string): void {
    window.location.replace(url);
  },
  /** A full-page navigation, e.g. to the server's sign-in redirect. */
  assignLocation(url: string): void {
    window.location.assign(url);
  },
};
