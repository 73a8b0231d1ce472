import type { SiteFindings } from '../../../../core/api/folio-api.ts';

interface Props {
  advice: NonNullable<SiteFindings['appShellAdvice']>;
  render: boolean;
  onRender: (render: boolean) => void;
  disabled: boolean;
}

/**
 * The check found an empty app shell: what a sync will store of it (the same advice `folio add`
 * prints), and, where rendering would store more, the opt-in to render its pages in Chromium.
 * Off until ticked: rendering is slower and needs Chromium where Folio runs.
 */
export function AppShellNote({ advice, render, onRender, disabled }: Props) {
  return (
    <div className="findings-note" role="note" aria-label="App shell">
      <p>This site is {advice.text}.</p>
      {advice.offerRender && (
        <label className="findings-choice">
          <input
            type="checkbox"
            checked={render}
            disabled={disabled}
            onChange={(e) => onRender(e.target.checked)}
          />
          Render its pages in Chromium
          <span className="findings-hint"> (slower; needs Chromium where Folio runs)</span>
        </label>
      )}
    </div>
  );
}
