import * as React from 'react';
import { Toaster as Sonner } from 'sonner';
import type { ToasterProps } from 'sonner';

function subscribeToHtmlClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const htmlIsDark = (): boolean => document.documentElement.classList.contains('dark');
// Dark is the product default, so assume it when there is no DOM (SSR / tests).
const serverIsDark = (): boolean => true;

/** Tracks the `dark` class on <html>. */
export function useHtmlDarkClass(): boolean {
  return React.useSyncExternalStore(subscribeToHtmlClass, htmlIsDark, serverIsDark);
}

/**
 * App-wide toast outlet; shows one toast at a time (lib/toast.ts dismisses the previous one).
 * Theme follows <html class="dark"> unless `theme` is given.
 *
 * Top centre: the chat panel's message box is at the bottom on every width (a full-screen sheet on
 * phones, a right-hand panel on desktops), and so is the menu's Sign Out; a toast up top covers
 * neither. It sits below the 4rem header, so the menu button stays within reach while a toast
 * shows. While the menu is open the outlet goes beneath it (styles.css).
 */
export function Toaster({ theme, style, toastOptions, ...props }: ToasterProps) {
  const isDark = useHtmlDarkClass();
  return (
    <Sonner
      theme={theme ?? (isDark ? 'dark' : 'light')}
      position="top-center"
      offset={{ top: 'calc(4rem + 12px)' }}
      mobileOffset={{ top: 'calc(4rem + 8px)' }}
      visibleToasts={1}
      expand={false}
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          ...style,
        } as React.CSSProperties
      }
      toastOptions={{
        ...toastOptions,
        classNames: {
          description: 'text-muted-foreground!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
