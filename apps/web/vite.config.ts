import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:8080';

export default defineConfig({
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: Object.fromEntries(
      ['/rest', '/auth', '/refresh', '/logout', '/health', '/api'].map((path) => [path, api]),
    ),
  },
});
