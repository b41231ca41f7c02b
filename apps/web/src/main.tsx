import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { STATIC_LOGIN_SCREEN, STATIC_SCREEN_ATTRIBUTE } from '@plotline/shared';
import { App } from '@/app/app';
import { prefetchEarlyReads } from '@/app/early-queries';
import { preloadLikelyScreen, settleStaticLoginScreen } from '@/app/lazy-screens';
import { createQueryClient } from '@/app/query-client';
import { takeLandingParams } from '@/features/auth/utils/landing-params';
// The timeline's first project read: a script of its own that index.html runs first (docs/decisions.md D109).
import './early';
import './index.css';
import './print.css';

// Read before anything renders: the parameters are removed from the address bar straight away.
const landing = takeLandingParams();
// While the session is checked, the screen it will most likely need loads (lazy-screens.tsx).
preloadLikelyScreen();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const queryClient = createQueryClient();
// The project list and preferences into the cache before the shell's first render (docs/decisions.md D94).
void prefetchEarlyReads(queryClient);

const app = (
  <StrictMode>
    <App landing={landing} queryClient={queryClient} />
  </StrictMode>
);

/** React's first render replaces #root's static loading screen in place (docs/decisions.md D81). */
function render(): void {
  createRoot(container!).render(app);
}

/*
 * A static login screen stays until React can draw that same screen, which it then hydrates: the
 * elements stay, so a press begun on the static link ends on it (docs/decisions.md D89, D90). Otherwise
 * (signed in after all, no answer) it is replaced like the loading screen.
 */
if (container.getAttribute(STATIC_SCREEN_ATTRIBUTE) === STATIC_LOGIN_SCREEN) {
  void settleStaticLoginScreen(queryClient).then((settled) => (settled ? void hydrateRoot(container, app) : render()), render);
} else render();
