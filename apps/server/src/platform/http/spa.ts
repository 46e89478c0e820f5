import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

export interface SpaOptions {
  /** In production no source map is served (even one a build left behind) and the dev pages 404. */
  production: boolean;
}

/** Pages that exist for development only (the mailbox shows every reset and invitation link). */
const DEV_ONLY_PAGES = /^\/dev(?:\/|$)/;

/** Serves the built web app with history fallback; hashed assets are cached for a year. */
export function mountSpa(app: Hono<any>, distDir: string, { production }: SpaOptions): boolean {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) return false;
  const root = path.relative(process.cwd(), distDir) || '.';
  if (production) {
    app.get('*', async (c, next) => {
      if (c.req.path.endsWith('.map') || DEV_ONLY_PAGES.test(c.req.path)) return c.text('Not found', 404);
      await next();
    });
  }
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexPath, 'utf8'));
  });
  return true;
}
