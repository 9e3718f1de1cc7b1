// Only a dynamic import: Module Federation negotiates the shared singletons before React is evaluated.
void import('./app/bootstrap.js');
