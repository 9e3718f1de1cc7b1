// The entry only defers to bootstrap: the federation runtime negotiates shared singletons (react, the
// router, the libs) before any of them is evaluated.
import('./bootstrap');
