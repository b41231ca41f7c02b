/**
 * The state of a project's live stream, as useProjectLive reports it and LiveIndicator shows it:
 * opening for the first time, open, lost and retrying, or not available (refused, revoked, no
 * EventSource). Here so both the api layer and the ui primitives can name it.
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'off';
