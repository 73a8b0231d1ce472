import type { ReactNode } from 'react';
import type { Settings } from '../../../../core/api/folio-api.ts';
import { MonitorIcon, MoonIcon, SunIcon } from './icons.tsx';

const choices: Array<{ value: Settings['theme']; label: string; icon: ReactNode }> = [
  { value: 'light', label: 'Light theme', icon: <SunIcon /> },
  { value: 'dark', label: 'Dark theme', icon: <MoonIcon /> },
  { value: 'system', label: 'Follow the system theme', icon: <MonitorIcon /> },
];

export function ThemeSwitch({
  theme,
  onChange,
}: {
  theme: Settings['theme'] | undefined;
  onChange: (theme: Settings['theme']) => void;
}) {
  return (
    <div className="segmented" role="radiogroup" aria-label="Theme">
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="radio"
          aria-checked={theme === choice.value}
          aria-label={choice.label}
          title={choice.label}
          className="icon-button"
          onClick={() => onChange(choice.value)}
        >
          {choice.icon}
        </button>
      ))}
    </div>
  );
}
