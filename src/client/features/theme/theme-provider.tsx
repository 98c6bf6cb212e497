import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';

export type Theme = 'dark' | 'light';
const storageKey = 'theme';

interface ThemeContextValue {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(storageKey) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/** The visitor's theme, read from storage once and changed through `setTheme`. */
let currentTheme: Theme | undefined;
const themeListeners = new Set<() => void>();

function subscribeTheme(listener: () => void): () => void {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
}

const themeNow = (): Theme => (currentTheme ??= readStoredTheme());

function setTheme(next: Theme): void {
  currentTheme = next;
  applyTheme(next);
  try {
    localStorage.setItem(storageKey, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of themeListeners) listener();
}

/**
 * Dark by default, kept in localStorage under 'theme' (public/theme-init.js applies it before paint).
 * HTML rendered on the server is dark, as it cannot read the visitor's storage: the client takes it
 * over as dark too, then switches to the stored choice (the page itself is already coloured).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore<Theme>(subscribeTheme, themeNow, () => 'dark');
  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
