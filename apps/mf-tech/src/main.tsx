// The page reset belongs to this standalone dev page only. Imported here, in the entry chunk, so it never
// shares a chunk with the exposed modules (the manifest would list it among their assets).
import '@irrigo/ui/styles/global.css';

// Async boundary: shared singletons (React, router, stores) are negotiated before bootstrap evaluates them.
void import('./app/bootstrap');
