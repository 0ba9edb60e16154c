import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FakeArea, FakeAreaModule } from './area';
import { kernelFakeAreas } from './kernel';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The same places `areas.ts` globs for the browser build. */
const AREA_PARENTS = ['resources', 'custom-pages', 'layout'];

/** Every area's fake backend, found on disk: for `npm run fake-api`, which runs outside Vite. */
export const loadFakeAreas = async (): Promise<FakeArea[]> => {
  const files = AREA_PARENTS.flatMap((parent) =>
    readdirSync(join(SRC, parent))
      .map((area) => join(SRC, parent, area, 'fake', 'index.ts'))
      .filter((file) => existsSync(file)),
  ).sort();
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(file).href) as Promise<FakeAreaModule>));
  return [...kernelFakeAreas, ...modules.map((module) => module.default)];
};
