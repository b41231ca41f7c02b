export { BulkActionBar, bulkDeleteQuestion } from './bulk-action-bar';
export { NO_SELECTION, useEventSelection, type EventSelection } from './selection-store';
