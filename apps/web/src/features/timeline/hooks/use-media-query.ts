/** Below the spec's mobile breakpoint (768 px) the toolbar moves into the 'Filters & Settings' modal. */
export { useIsMobile } from '@/lib/use-media-query';
