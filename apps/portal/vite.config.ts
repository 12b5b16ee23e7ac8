import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreensOnly } from './scripts/first-screens.mjs';
import { RECENT_LISTS_CACHE } from './src/offline/recent-lists-cache.ts';

export default defineConfig({
  resolve: { conditions: ['@pod-portal/source', ...defaultClientConditions] },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Print on Demand',
        short_name: 'Print on Demand',
        description: 'Publish, print and sell your books',
        theme_color: '#1f3a5f',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        id: '/',
        scope: '/',
        icons: [
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The push and notification-click handlers (public/push-handler.js).
        importScripts: ['/push-handler.js'],
        // The worker takes the page that installed it, so a first visit's later requests pass
        // through it too (src/offline/keep-first-visit.ts hands it what loaded before).
        clientsClaim: true,
        globPatterns: ['**/*.{js,css,html,svg,mjs}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // Only the app shell and the first screens are precached (the budget script keeps the
        // list under 500 kB); every other hashed asset is cached when first used.
        manifestTransforms: [firstScreensOnly],
        runtimeCaching: [
          {
            // The last lists and books viewed, and the price list the wizard's drafts are shown
            // with, readable offline: the network first, the last answer when there is none.
            // Logout deletes this cache.
            urlPattern: ({ sameOrigin, url, request }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/api\/user\/(viewuserinfo|getuserbooks|getbookorders|gettransactions|documents|salesbymonth|pricinglist|viewusersbookinfo\/[^/]+\/[^/]+|getordersperbook\/\d+|getsaleperbook\/\d+)$/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: RECENT_LISTS_CACHE,
              networkTimeoutSeconds: 10,
              expiration: { maxEntries: 60, purgeOnQuotaError: true },
            },
          },
          {
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 200, purgeOnQuotaError: true },
            },
          },
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//],
      },
    }),
    // Brotli and gzip copies of every text asset over 1 kB, served by the API to browsers that
    // ask for them (@fastify/static's preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // Module workers, so a worker's own lazy imports (the preflight worker's pdf.js) are chunks.
  worker: { format: 'es' },
  build: {
    manifest: true,
    // No script that adds <link rel="modulepreload"> for each chunk's imports before importing
    // it: those DOM insertions were one of the longest tasks while /login started (Lighthouse:
    // 95 -> 98); the browser fetches a chunk's imports when it reads the chunk.
    modulePreload: false,
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
});
