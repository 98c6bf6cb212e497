import { Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useTheme } from './theme-provider.tsx';

/** The visible text ("Light theme") is part of the accessible name ("Switch to light theme"), as WCAG 2.5.3 asks. */
export function ThemeToggle({ className, onToggle }: { className?: string; onToggle?: () => void }) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => {
        toggleTheme();
        onToggle?.();
      }}
      aria-label={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      <span>{theme === 'dark' ? 'Light theme' : 'Dark theme'}</span>
    </Button>
  );
}
