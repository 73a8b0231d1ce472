import { useState } from 'react';
import type { SiteFindings } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { errorMessage } from '../../api/client-error.ts';
import { Spinner } from '../common/spinner.tsx';
import { AppShellNote } from './app-shell-note.tsx';
import { ModalDialog } from './modal-dialog.tsx';

interface Props {
  onClose: () => void;
  /** The docset was added and its sync started. */
  onAdded: (id: string) => void;
}

/** "Add documentation": paste a URL, see what the probe found, confirm, and it syncs. */
export function AddDocsetDialog({ onClose, onAdded }: Props) {
  const client = useClient();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [found, setFound] = useState<SiteFindings | null>(null);
  const [busy, setBusy] = useState<'probe' | 'add' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The user chose the folder of the page they gave over the docs root found above it. */
  const [here, setHere] = useState(false);
  /** The user chose to render an app shell's pages in Chromium, as the check offered. */
  const [render, setRender] = useState(false);

  const probe = (onlyHere = false): void => {
    setBusy('probe');
    setProblem(null);
    setFound(null);
    setHere(onlyHere);
    setRender(false);
    client
      .probeSite({ url: url.trim(), ...(onlyHere ? { here: true } : {}) })
      .then((findings) => {
        setFound(findings);
        setName(findings.taken ? '' : findings.title);
      })
      .catch((e: unknown) => setProblem(errorMessage(e)))
      .finally(() => setBusy(null));
  };
  const add = (): void => {
    if (!found) return;
    setBusy('add');
    setProblem(null);
    client
      .addDocset({
        url: found.entryUrl,
        name: name.trim() || undefined,
        ...(here ? { here } : {}),
        ...(render ? { render: 'browser' as const } : {}),
      })
      .then((added) => onAdded(added.docset))
      .catch((e: unknown) => setProblem(errorMessage(e)))
      .finally(() => setBusy(null));
  };

  return (
    <ModalDialog title="Add documentation" onClose={onClose}>
      <form
        className="modal-body"
        onSubmit={(e) => {
          e.preventDefault();
          if (found && name.trim() !== '') add();
          else probe(here);
        }}
      >
        <label className="field">
          <span>Address of the docs site or GitHub repository</span>
          <input
            type="url"
            required
            placeholder="https://docs.example.org/en/latest/"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setFound(null);
              setHere(false);
            }}
          />
        </label>
        {!found && (
          <button type="submit" className="button button-primary" disabled={busy !== null || !url}>
            {busy === 'probe' ? <Spinner label="Checking" /> : null} Check the site
          </button>
        )}
        {found && <Findings found={found} />}
        {found?.rootReason && found.redirectedFrom && (
          <div className="findings-note" role="note">
            <p>
              {found.redirectedFrom} is one page of these docs ({found.rootReason}): the whole site
              is added, so search and the API inventory cover all of it.
            </p>
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => probe(true)}
            >
              Add only that page’s folder
            </button>
          </div>
        )}
        {found?.appShellAdvice && (
          <AppShellNote
            advice={found.appShellAdvice}
            render={render}
            onRender={setRender}
            disabled={busy !== null}
          />
        )}
        {found?.sameAs && (
          <p className="findings-note" role="note">
            These docs are already in your library as “{found.sameAs.id}”; adding them again mirrors
            them twice.
          </p>
        )}
        {found && (
          <>
            <label className="field">
              <span>Name</span>
              <input value={name} required onChange={(e) => setName(e.target.value)} />
            </label>
            {found.taken && name.trim() === found.title && (
              <p className="error">
                A docset named like this is in {found.taken}: choose another name.
              </p>
            )}
            <div className="modal-actions">
              <button
                type="submit"
                className="button button-primary"
                disabled={busy !== null || !name.trim()}
              >
                {busy === 'add' ? <Spinner label="Adding" /> : null} Add and sync
              </button>
              <button type="button" className="button" onClick={onClose}>
                Cancel
              </button>
            </div>
          </>
        )}
        {problem && (
          <p className="error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </ModalDialog>
  );
}

function Findings({ found }: { found: SiteFindings }) {
  const rows: Array<[string, string]> = [
    ['Docs root', found.entryUrl],
    ['Generator', found.generator],
    ['Scope', found.scope.join(', ')],
  ];
  if (found.version) rows.push(['Version', `${found.version} (only this one is mirrored)`]);
  if (found.kind === 'website') {
    rows.push(['llms.txt', found.llmsTxt ? `found, ${found.llmsTxt.pages} pages` : 'none']);
    rows.push(['Sitemap', found.sitemap ? `${found.sitemap.pages} pages` : 'none']);
    rows.push(['API inventory', found.objectsInv ? `${found.objectsInv.symbols} symbols` : 'none']);
  }
  const pages = found.estimate === 1 ? 'page' : 'pages';
  rows.push(['Estimate', `about ${found.estimate.toLocaleString()} ${pages}`]);
  return (
    <dl className="findings" aria-label="What the check found">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
