import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The back office lives under /admin (spec section 2); assets are served from there too.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
