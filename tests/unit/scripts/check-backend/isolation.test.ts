import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

describe('the checker stays out of the app', () => {
  it('no module of the app, nor its build setup, imports scripts/check-backend', () => {
    const app = [...filesUnder(join(ROOT, 'src')), join(ROOT, 'index.html'), join(ROOT, 'vite.config.ts')];
    const importers = app.filter((file) => /scripts\/check-backend|check-backend\//.test(readFileSync(file, 'utf8')));
    expect(importers).toEqual([]);
  });
});
