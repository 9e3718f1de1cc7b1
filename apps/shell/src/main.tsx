import { startStartupPreloads } from './federation/startup-preload.js';

// /config.json and the current route's remote screen start travelling now, while the shared libraries load.
startStartupPreloads();
// The entry only defers to bootstrap: the federation runtime negotiates shared singletons (react, the
// router, the libs) before any of them is evaluated.
import('./bootstrap');
