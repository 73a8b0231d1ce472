import { useEffect } from 'react';
import type { Settings } from '../../../core/api/folio-api.ts';

export const THEME_KEY = 'folio:theme';

/** Resolves `system` with `prefers-color-scheme` and sets `data-theme` on the document. */
export function applyTheme(theme: Settings['theme']): void {
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

/** Follows the setting, and the OS while it is `system`; remembered to avoid a flash on start. */
export function useTheme(theme: Settings['theme'] | undefined): void {
  useEffect(() => {
    if (theme === undefined) return undefined;
    localStorage.setItem(THEME_KEY, theme);
    applyTheme(theme);
    if (theme !== 'system') return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (): void => applyTheme('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [theme]);
}
