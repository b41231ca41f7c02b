import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { STATIC_LOGIN_SCREEN, STATIC_SCREEN_ATTRIBUTE } from '@plotline/shared';
import { App } from '@/app/app';
import { startEarlyProjectRead } from '@/app/early-project-read';
import { preloadLikelyScreen, settleStaticLoginScreen } from '@/app/lazy-screens';
import { createQueryClient } from '@/app/query-client';
import { takeLandingParams } from '@/features/auth/utils/landing-params';
import './index.css';
import './print.css';

// Read before anything renders: the parameters are removed from the address bar straight away.
const landing = takeLandingParams();
// The timeline's first project read, as soon as the early reads say which (docs/decisions.md D83).
void startEarlyProjectRead(window.location, window.innerWidth);
// While the session is checked, the screen it will most likely need loads (lazy-screens.tsx).
preloadLikelyScreen();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const queryClient = createQueryClient();

/** React's first render replaces #root's static screen in place (docs/decisions.md D81, D89). */
function render(): void {
  createRoot(container!).render(
    <StrictMode>
      <App landing={landing} queryClient={queryClient} />
    </StrictMode>,
  );
}

// A static login screen stays until React can draw that same screen, not the loading screen (D89).
if (container.getAttribute(STATIC_SCREEN_ATTRIBUTE) === STATIC_LOGIN_SCREEN) void settleStaticLoginScreen(queryClient).then(render, render);
else render();
