import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * `vite build web` → web/dist (served by the API server with history fallback under a strict CSP,
 * so the build must not rely on inline scripts). `vite web` proxies /api to the local server.
 */
export default defineConfig({
  plugins: [tailwindcss()],
  oxc: { jsx: { runtime: 'automatic' } },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP may not allow data: URLs, so never inline assets as base64.
    assetsInlineLimit: 0,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React libraries mark modules "use client" for server components; meaningless in an SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
