import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from './storage';

export type Theme = 'light' | 'dark';

interface ThemeState {
  theme: Theme;
  toggleTheme(): void;
}

const ThemeContext = createContext<ThemeState | undefined>(undefined);

/** The choice kept on this device; nothing stored means light. */
const storedTheme = (): Theme => (readStored('theme') === 'dark' ? 'dark' : 'light');

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.classList.toggle('light', theme === 'light');
    // The first write of a visit holds the main thread for milliseconds, in the middle of hydration: only a change
    // of choice is written.
    if (storedTheme() !== theme) writeStored('theme', theme);
  }, [theme]);
  const toggleTheme = useCallback(() => setTheme((current) => (current === 'light' ? 'dark' : 'light')), []);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
