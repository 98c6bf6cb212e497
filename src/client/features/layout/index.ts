// The layout feature's public entry: the site's frame (header, menu, footer) around every screen.
export { AppShell } from './components/app-shell.tsx';
