import '@irrigo/ui/styles/global.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@irrigo/i18n';
import { App } from './app/App.js';
import { registerRuntimeRemotes } from './federation/remote-registry.js';
import { loadRuntimeConfig } from './federation/runtime-config.js';
import { registerShellTranslations } from './i18n.js';
import { startPwa } from './pwa/start-pwa.js';
import { PageSpinner } from './screens/PageSpinner.js';
import { StartupError } from './screens/StartupError.js';

/**
 * Start-up: where are the remotes? (/config.json) → register them with the federation runtime → the
 * app → the service worker (production builds). If /config.json cannot be read, a translated full-page
 * error offers Retry instead of a blank page.
 */
async function start(show: (screen: ReactNode) => void): Promise<void> {
  try {
    registerRuntimeRemotes(await loadRuntimeConfig());
    show(<App />);
    // After the app is on screen: installing the service worker must not compete with the first screen's files.
    startPwa();
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
const show = (screen: ReactNode) => root.render(<StrictMode>{screen}</StrictMode>);
show(<PageSpinner fullPage />);
void start(show);
