import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startEarlyProjectRead } from '@/app/early-project-read';
import { preloadLikelyScreen } from '@/app/lazy-screens';
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

createRoot(container).render(
  <StrictMode>
    <App landing={landing} />
  </StrictMode>,
);
