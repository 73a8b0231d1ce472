import { useEffect, useState } from 'react';
import type { Settings, SyncSchedule as Schedule } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { formatInterval } from '../../lib/format-interval.ts';

const choices: Array<[string, number | null]> = [
  ['Off', null],
  ['Every 6 hours', 6],
  ['Every 12 hours', 12],
  ['Daily', 24],
  ['Weekly', 24 * 7],
];

/**
 * How often the app re-syncs by itself (an unchanged site costs only conditional requests). Under
 * `folio serve` the server's --sync-every decides, not the setting: the panel says that instead.
 */
export function SyncSchedule({
  settings,
  onChange,
}: {
  settings: Settings | null;
  onChange: (hours: number | null) => void;
}) {
  const client = useClient();
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  useEffect(() => {
    client
      .getSyncSchedule({})
      .then(setSchedule)
      .catch(() => undefined);
  }, [client]);
  if (schedule?.source === 'server') {
    return (
      <p className="schedule-note small muted">
        {schedule.intervalMs === null ? (
          <>
            Automatic sync is off: this server syncs only when asked. Start <code>folio serve</code>{' '}
            with <code>--sync-every 24h</code> to sync on a schedule.
          </>
        ) : (
          <>
            Automatic sync: {formatInterval(schedule.intervalMs)} while online, set by{' '}
            <code>folio serve --sync-every</code>.
          </>
        )}
      </p>
    );
  }
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
