import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const gateway = 'http://127.0.0.1:8080';

/**
 * React, react-dom and react-router form one vendor chunk that the entry loads; every
 * other library (TanStack Query, radix, ...) stays in the lazily loaded chunks that use
 * it, so the landing route never downloads them.
 */
const shellVendor =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': gateway,
      '/healthz': gateway,
      '/ws': { target: gateway, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: shellVendor, priority: 10 }],
        },
      },
    },
  },
});
