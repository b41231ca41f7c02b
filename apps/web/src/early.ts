import { startEarlyProjectRead } from '@/app/early-project-read';
import { viewportWidth } from '@/lib/timeline-first-window';

/*
 * The early project read's own script (docs/decisions.md D109): a few KB that index.html runs as
 * soon as it arrives (`async`), so the timeline's first project read goes out once the early answers
 * are in, not once the entry's 80 KB have loaded and run. The entry imports what it shares with it
 * from this chunk (vite.config.ts groups it), so this runs once, whichever script comes first.
 */
void startEarlyProjectRead(window.location, viewportWidth());
