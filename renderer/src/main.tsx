import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Settings } from '../../core/api/folio-api.ts';
import { createClient } from './api/client.ts';
import { ClientContext } from './api/client-context.tsx';
import { App } from './components/app.tsx';
import { THEME_KEY, applyTheme } from './hooks/use-theme.ts';
import './styles/tokens.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/sidebar.css';
import './styles/search.css';
import './styles/reader.css';
import './styles/content.css';
import './styles/code.css';
import './styles/admonitions.css';
import './styles/sync.css';
import './styles/home.css';
import './styles/tabs.css';
import './styles/print.css';

// The last theme used, before the first paint, so a dark-mode user never sees a white flash.
const remembered = localStorage.getItem(THEME_KEY);
applyTheme(
  remembered === 'light' || remembered === 'dark'
    ? remembered
    : ('system' satisfies Settings['theme']),
);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <ClientContext value={createClient()}>
      <App />
    </ClientContext>
  </StrictMode>,
);
