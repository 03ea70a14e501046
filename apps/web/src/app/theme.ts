import { useSyncExternalStore } from 'react';
import { appTheme } from './bridge';

export type Theme = 'light' | 'black';
export const DEFAULT_THEME: Theme = 'light';
const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

function isTheme(v: unknown): v is Theme {
  return v === 'light' || v === 'black';
}

export function storedTheme(): Theme | null {
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    return isTheme(v) ? v : null;
  } catch {
    return null;
  }
}

/** Applies the theme to the page root (SPEC.md §4): `data-theme`, plus antd-mobile's dark switch. */
function apply(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  if (theme === 'black') root.setAttribute('data-prefers-color-scheme', 'dark');
  else root.removeAttribute('data-prefers-color-scheme');
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'black' ? '#000000' : '#ffffff');
}

export function currentTheme(): Theme {
  return storedTheme() ?? DEFAULT_THEME;
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode: the theme still applies for this visit.
  }
  apply(theme);
  for (const l of listeners) l();
}

/** At start-up: the stored theme; inside the app, the shell's theme when none but the default is stored. */
export async function initTheme(inApp: boolean): Promise<void> {
  apply(currentTheme());
  if (!inApp) return;
  const stored = storedTheme();
  if (stored && stored !== DEFAULT_THEME) return;
  const shell = await appTheme();
  if (shell === 'dark' || shell === 'black') setTheme('black');
  else if (shell === 'light') setTheme('light');
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    currentTheme,
    () => DEFAULT_THEME,
  );
}
