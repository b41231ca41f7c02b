/*
 * What `use-sync-external-store/shim` gives the router (wouter) on React 18 and later: React's own
 * hook. The build resolves the shim to this module (vite.config.ts), so its pre-18 fallback does
 * not ship (docs/decisions.md D88).
 */
export { useSyncExternalStore } from 'react';
