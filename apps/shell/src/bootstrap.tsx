import '@irrigo/ui/styles/global.css';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@irrigo/i18n';
import { App } from './app/App.js';
import { registerRuntimeRemotes } from './federation/remote-registry.js';
import { loadRuntimeConfig } from './federation/runtime-config.js';
import { takeStartupConfigRequest } from './federation/startup-preload.js';
import { registerShellTranslations } from './i18n.js';
import { startPwaWhenIdle } from './pwa/start-pwa.js';
import { PageSpinner } from './screens/PageSpinner.js';
import { StartupError } from './screens/StartupError.js';

/**
 * Start-up: where are the remotes? (/config.json) → register them with the federation runtime → the
 * app → the service worker (production builds). If /config.json cannot be read, a translated full-page
 * error offers Retry instead of a blank page.
 */
async function start(show: (screen: ReactNode) => void): Promise<void> {
  try {
    // The entry's request on the first try; a Retry asks the network again.
    registerRuntimeRemotes(await loadRuntimeConfig(takeStartupConfigRequest()));
    show(<App />);
    // Once the page has loaded and the main thread is idle: the service worker's install downloads every field
    // screen, which must not compete with the first screen's files on a weak signal nor block its rendering.
    startPwaWhenIdle();
  } catch (error) {
    console.error('[shell] start-up failed', error);
    const retry = () => {
      show(<StartupError retrying onRetry={() => undefined} />);
      void start(show);
    };
    show(<StartupError retrying={false} onRetry={retry} />);
  }
}

initI18n();
registerShellTranslations();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A transition lets React render in slices of a few milliseconds and yield in between, so evaluating and
// rendering the first screen on a slow phone does not hold the main thread in long tasks (Lighthouse's TBT).
const show = (screen: ReactNode) => startTransition(() => root.render(<StrictMode>{screen}</StrictMode>));
show(<PageSpinner fullPage />);
void start(show);
