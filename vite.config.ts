import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: 'public',
  // APP_NAME names the product in the client too; it is the only APP_ variable we define.
  envPrefix: ['VITE_', 'APP_'],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The bundle report reads the manifest to add up what a page really loads.
    manifest: true,
    sourcemap: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
