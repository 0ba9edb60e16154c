import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources';
import { declaredRoutes } from '../../../scripts/vite/routePreloads';

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
