import type { Settings } from '../../../../core/api/folio-api.ts';

const choices: Array<[string, number | null]> = [
  ['Off', null],
  ['Every 6 hours', 6],
  ['Every 12 hours', 12],
  ['Daily', 24],
  ['Weekly', 24 * 7],
];

/** How often the app re-syncs by itself (an unchanged site costs only conditional requests). */
export function SyncSchedule({
  settings,
  onChange,
}: {
  settings: Settings | null;
  onChange: (hours: number | null) => void;
}) {
  const value = settings?.syncEveryHours ?? null;
  const known = choices.some(([, hours]) => hours === value);
  return (
    <label className="schedule">
      <span>Automatic sync</span>
      <select
        value={value === null ? '' : String(value)}
        disabled={settings === null}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        {choices.map(([label, hours]) => (
          <option key={label} value={hours === null ? '' : String(hours)}>
            {label}
          </option>
        ))}
        {!known && value !== null && <option value={String(value)}>Every {value} hours</option>}
      </select>
    </label>
  );
}
