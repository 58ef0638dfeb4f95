// What every federated app gets for `import … from '@mui/material/styles'`: only the theming pieces our code and the
// MUI X packages we use (charts, data grid) import. A shared singleton is never tree-shaken, and the whole barrel
// also carries the CSS-variables theme, v4 adapters, high-contrast and responsive-font helpers nobody here calls.
// The names are checked against every import in the repository and in @mui/x-* by shared-entries.test.ts.
export {
  alpha,
  createTheme,
  css,
  darken,
  decomposeColor,
  getLuminance,
  lighten,
  recomposeColor,
  styled,
  ThemeProvider,
  useTheme,
  useThemeProps,
} from 'comanda-real-mui-material-styles'; // the package's barrel by another name (SHARED_ENTRY_ALIASES)
