import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './splash.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshSession } from './api/client.ts';
import { clearSession, getSession } from './api/session.store.ts';
import { App } from './app/App.tsx';
import { initI18n } from './i18n/i18n.ts';

/** SPEC.md section 4: a stored session is renewed at start-up; a failed renewal logs out. */
async function renewStoredSession(): Promise<void> {
  if (!getSession().isLoggedIn) return;
  if (!(await refreshSession())) clearSession();
}

async function start(): Promise<void> {
  await Promise.all([initI18n(), renewStoredSession()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
