import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:8080';

/**
 * zxcvbn's word lists (common passwords, English words, names, Wikipedia) are each a chunk of their
 * own: together 1.6 MB, fetched in parallel with the estimator when a new-password field is shown,
 * never with the first page; one chunk each keeps every file under the size warning.
 */
const PASSWORD_WORD_LIST = /@zxcvbn-ts[\\/]language-[a-z]+[\\/]dist[\\/]([a-zA-Z]+)\.json\.mjs$/;

export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: (moduleId) => {
                const list = PASSWORD_WORD_LIST.exec(moduleId);
                return list ? `password-words-${list[1]}` : null;
              },
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/rest', '/auth', '/refresh', '/logout', '/health', '/api'].map((path) => [path, api]),
    ),
  },
});
