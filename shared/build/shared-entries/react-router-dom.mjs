// What every federated app gets for `import … from 'react-router-dom'`: only the router pieces our code uses,
// re-exported from react-router, so the shared singleton (which is never tree-shaken: any app may use any export)
// is a fraction of the full package (~25 of ~60 KB gzip). The names are checked against every import in the
// repository by shared/build/shared-entries/shared-entries.test.ts: add a name here before using it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
