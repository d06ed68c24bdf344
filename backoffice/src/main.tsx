import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { session } from './session';

// Logged out, the app opens straight on its login page. Started on another page, react-admin draws the layout,
// whose failing session check sends it to the login page while clearing its queries, which fails the check again:
// navigations by the thousand for about ten seconds, until Chromium throttles them.
if (!session.token() && !location.hash.startsWith('#/login')) {
  const asked = location.hash.slice(1);
  if (asked.startsWith('/') && asked !== '/') session.rememberTarget(asked);
  location.replace('#/login');
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
