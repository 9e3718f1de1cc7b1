/*
 * react-router for the shell and the remotes. Module Federation shares a package whole (a shared module
 * cannot know which exports its consumers use), and react-router 7 whole is ~60 KB gzip of data routers,
 * server rendering and single fetch that a client-side app never calls. Sharing this module instead keeps one
 * router (one context for every remote) at ~15 KB: the bundler keeps only what is re-exported here. A screen
 * that needs another part of react-router adds it to this list.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type NavLinkProps,
  type LinkProps,
  type To,
} from 'react-router';
