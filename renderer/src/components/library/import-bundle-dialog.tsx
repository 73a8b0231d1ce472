import { useState } from 'react';
import type { ApiOutputs } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { errorMessage } from '../../api/client-error.ts';
import { Spinner } from '../common/spinner.tsx';
import { ModalDialog } from './modal-dialog.tsx';

interface Props {
  onClose: () => void;
  onImported: () => void;
}

/**
 * "Import a bundle" (a file folio export wrote, carried from a connected machine). The path is
 * on the machine that holds the cache: in `folio serve` that is the server, not the browser's.
 */
export function ImportBundleDialog({ onClose, onImported }: Props) {
  const client = useClient();
  const [path, setPath] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ApiOutputs['importBundle'] | null>(null);
  const run = (): void => {
    setBusy(true);
    setProblem(null);
    client
      .importBundle({ path: path.trim() })
      .then((result) => {
        setReport(result);
        onImported();
      })
      .catch((e: unknown) => setProblem(errorMessage(e)))
      .finally(() => setBusy(false));
  };
  return (
    <ModalDialog title="Import a bundle" onClose={onClose}>
      <form
        className="modal-body"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <p className="muted small">
          A bundle is the file <code>folio export</code> writes on a connected machine. It is
          checked whole before anything changes, and merged all or nothing.
        </p>
        <label className="field">
          <span>Path of the bundle on the machine that holds the cache</span>
          <input
            required
            placeholder="/media/usb/folio-2026-12-01.folio"
            value={path}
            onChange={(e) => setPath(e.target.value)}
          />
        </label>
        {client.pickBundle && (
          <button
            type="button"
            className="button"
            onClick={() => {
              void client.pickBundle?.().then((picked) => picked !== null && setPath(picked));
            }}
          >
            Choose a file…
          </button>
        )}
        <div className="modal-actions">
          <button type="submit" className="button button-primary" disabled={busy || !path.trim()}>
            {busy ? <Spinner label="Importing" /> : null} Import
          </button>
          <button type="button" className="button" onClick={onClose}>
            {report ? 'Done' : 'Cancel'}
          </button>
        </div>
        {problem && (
          <p className="error" role="alert">
            {problem}
          </p>
        )}
        {report && (
          <table className="import-report" aria-label="Imported">
            <thead>
              <tr>
                <th>Docset</th>
                <th>Added</th>
                <th>Updated</th>
                <th>Unchanged</th>
                <th>Removed</th>
              </tr>
            </thead>
            <tbody>
              {report.docsets.map((d) => (
                <tr key={d.docset}>
                  <td>{d.docset}</td>
                  <td>{d.added}</td>
                  <td>{d.updated}</td>
                  <td>{d.unchanged}</td>
                  <td>{d.removed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </form>
    </ModalDialog>
  );
}
