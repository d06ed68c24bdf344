import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // One React for react-admin and the app, whatever the workspace hoists.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { port: 3001, strictPort: true },
  preview: { port: 3001, strictPort: true },
  build: { sourcemap: true, chunkSizeWarningLimit: 2000 },
});
