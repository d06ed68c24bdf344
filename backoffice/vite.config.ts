import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { nginxHeaders, securityHeaders } from './security-headers';

/** The cms as the staff's browser reaches it: baked into the build, and allowed by the CSP. */
const cmsUrl = process.env.VITE_CMS_URL ?? 'http://localhost:1337';

/** Writes the nginx lines of the same headers beside the build, for the production image (Dockerfile). */
function nginxSecurityHeaders(): Plugin {
  return {
    name: 'cep-nginx-security-headers',
    apply: 'build',
    closeBundle() {
      const dir = path.join(__dirname, 'build');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'security-headers.conf'), nginxHeaders(cmsUrl));
    },
  };
}

export default defineConfig({
  plugins: [react(), nginxSecurityHeaders()],
  // One React for react-admin and the app, whatever the workspace hoists.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { port: 3001, strictPort: true },
  // `npm start` serves the build with Vite's preview: the production headers (the dev server needs inline scripts).
  preview: { port: 3001, strictPort: true, headers: securityHeaders(cmsUrl) },
  build: { sourcemap: true, chunkSizeWarningLimit: 2000 },
});
