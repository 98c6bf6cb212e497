// The theme feature's public entry: the light/dark provider and its toggle.
export { ThemeProvider, useTheme } from './theme-provider.tsx';
export { ThemeToggle } from './theme-toggle.tsx';
