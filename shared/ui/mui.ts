// The MUI components of the shell and of the storefront's first screen, shared between the apps as ONE module
// (mf-shared.cjs). Each app bundling its own MUI components also bundles the styling code all of them carry (styled,
// the default theme, emotion's serializer: ~20 KB gzip) and its own ButtonBase, Paper, Typography…: on the storefront's
// first load the shell and mf-storefront downloaded both copies. Apps import these from here, not from
// `@mui/material` (eslint.config.mjs); other MUI components still come from `@mui/material`, tree-shaken per app.
export { default as Alert } from '@mui/material/Alert';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Avatar } from '@mui/material/Avatar';
export { default as Badge } from '@mui/material/Badge';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Chip } from '@mui/material/Chip';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Collapse } from '@mui/material/Collapse';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Divider } from '@mui/material/Divider';
export { default as Fab } from '@mui/material/Fab';
export { default as FormControl } from '@mui/material/FormControl';
export { default as IconButton } from '@mui/material/IconButton';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as InputLabel } from '@mui/material/InputLabel';
export { default as Link } from '@mui/material/Link';
export { default as NativeSelect } from '@mui/material/NativeSelect';
export { default as OutlinedInput } from '@mui/material/OutlinedInput';
export { default as Pagination } from '@mui/material/Pagination';
export { default as Paper } from '@mui/material/Paper';
export { default as Rating } from '@mui/material/Rating';
export { default as Stack } from '@mui/material/Stack';
export { default as Tab } from '@mui/material/Tab';
export { default as Tabs } from '@mui/material/Tabs';
export { default as ToggleButton } from '@mui/material/ToggleButton';
export { default as ToggleButtonGroup } from '@mui/material/ToggleButtonGroup';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
