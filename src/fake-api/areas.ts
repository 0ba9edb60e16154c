import type { FakeArea, FakeAreaModule } from './area';
import { kernelFakeAreas } from './kernel';

/**
 * Every area's fake backend, found by its place: `fake/index.ts` in an area's folder. An area needs no
 * line here; `npm run fake-api` finds the same files on disk (`server.ts`).
 */
const modules = import.meta.glob<FakeAreaModule>(['../resources/*/fake/index.ts', '../custom-pages/*/fake/index.ts', '../layout/*/fake/index.ts'], {
  eager: true,
});

export const fakeAreas: readonly FakeArea[] = [...kernelFakeAreas, ...Object.values(modules).map((module) => module.default)];
