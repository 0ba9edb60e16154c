import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@/resources';
import { pages } from '@/custom-pages';
import { declaredRoutes, pathPattern, withPreloadScript } from '../../../scripts/vite/routePreloads';

const root = path.resolve(__dirname, '../../..');

describe('routePreloads: index.html preloads the code of the route it opens', () => {
  it('finds every registered resource’s list route, with its list view and data mapping modules', () => {
    const routes = declaredRoutes(root);
    for (const resource of resources) {
      const list = routes.find((route) => route.pattern === `^/${resource.name}$`);
      expect(list, resource.name).toBeDefined();
      expect(list?.modules.map((module) => path.basename(module))).toContain('resource.ts');
      for (const module of list?.modules ?? []) expect(existsSync(module)).toBe(true);
    }
  });

  it('finds every lazily loaded page (the custom pages and the resources’ own), with its view and its reads’ module', () => {
    const routes = declaredRoutes(root);
    // An address of each page: a parameter filled in.
    const addressOf = (routePath: string) => routePath.replace(/:[^/]+/g, '42');
    const declared = [...pages.filter((page) => page.path !== '/dashboard'), ...resources.flatMap((resource) => resource.pages)];
    expect(declared.length).toBeGreaterThan(10);
    for (const page of declared) {
      const route = routes.find((candidate) => new RegExp(candidate.pattern).test(addressOf(page.path)));
      expect(route?.pattern, page.path).toBe(pathPattern(page.path));
      if (page.reads) expect(route?.modules, page.path).toHaveLength(2);
      for (const module of route?.modules ?? []) expect(existsSync(module)).toBe(true);
    }
    expect(routes.find((route) => route.pattern === '^/order-center$')?.modules.map((module) => path.basename(module))).toEqual(['OrderCenterPage.tsx', 'reads.ts']);
  });

  it('turns a route’s parameters into one segment of any text, and keeps its other characters literal', () => {
    expect(pathPattern('/order-center/:orderId/tracking')).toBe('^/order-center/[^/]+/tracking$');
    expect(new RegExp(pathPattern('/order-center/:orderId')).test('/order-center/INV-1')).toBe(true);
    expect(new RegExp(pathPattern('/order-center/:orderId')).test('/order-center/INV-1/tracking')).toBe(false);
    expect(new RegExp(pathPattern('/a.b')).test('/axb')).toBe(false);
  });

  it('its patterns match the spec’s routes and nothing else', () => {
    const patterns = declaredRoutes(root).map((route) => new RegExp(route.pattern));
    const matches = (pathname: string) => patterns.filter((pattern) => pattern.test(pathname)).length;
    expect(matches('/merk')).toBe(1);
    expect(matches('/merk/tambah')).toBe(1);
    expect(matches('/merk/edit/3')).toBe(1);
    expect(matches('/merk/edit/3/x')).toBe(0);
    expect(matches('/merkx')).toBe(0);
    expect(matches('/login')).toBe(0);
  });
});

describe('index.html: the charset first, the favicon from public/', () => {
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  // As long as the real table: every route's chunks, several kilobytes.
  const script = `(function(){var t=${JSON.stringify(Array.from({ length: 200 }, (_, i) => [`^/route-${i}$`, [`assets/Chunk-${i}.js`]]))};})();`;

  it('keeps <meta charset> the first thing in <head>, within the first 1024 bytes, with the preload script after it', () => {
    expect(indexHtml).toMatch(/<head>\s*<meta charset="UTF-8" \/>/);
    const built = withPreloadScript(indexHtml, script);
    const charset = Buffer.from(built).indexOf('<meta charset="UTF-8"');
    expect(charset).toBeGreaterThan(-1);
    expect(charset + '<meta charset="UTF-8" />'.length).toBeLessThanOrEqual(1024);
    expect(built.indexOf(script)).toBeGreaterThan(charset);
    expect(built.match(/<meta charset/g)).toHaveLength(1);
  });

  it('gives a page without a charset declaration one, before the script', () => {
    const built = withPreloadScript('<!doctype html><html><head><title>x</title></head><body></body></html>', 'var a = "$&";');
    expect(built).toBe('<!doctype html><html><head>\n    <meta charset="UTF-8" />\n    <script>var a = "$&";</script><title>x</title></head><body></body></html>');
  });

  it('links the favicon by its place in public/, which Vite puts under the /admin/ base in dev and build alike', () => {
    const href = indexHtml.match(/<link rel="icon"[^>]*href="([^"]+)"/)?.[1];
    // A path already starting with the base was prefixed again by the dev server: /admin/admin/favicon.svg.
    expect(href).toBe('/favicon.svg');
    expect(existsSync(path.join(root, 'public', href as string))).toBe(true);
  });
});
