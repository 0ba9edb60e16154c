// Which area modules a route's JavaScript contains, from the chunks' source maps. An area is a folder
// under src/resources or src/custom-pages; at boot only its declaration (index.ts) and routes may load, plus the
// areas that are eager on purpose (the dashboard, where every session lands).
import { existsSync, readFileSync } from 'node:fs';

/** Areas whose code belongs to the boot path by design (their declarations say `view: { component }`). */
export const EAGER_AREAS = ['custom-pages/dashboard'];

const AREA_MODULE = /(?:^|\/)src\/(resources|custom-pages)\/([^/]+)\/(.+)$/;

/** The area modules among `sources` (module paths from source maps) that must not be in the boot path. */
export const areaModulesInBoot = (sources, eagerAreas = EAGER_AREAS) =>
  [...new Set(sources.map((source) => source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '')))]
    .filter((source) => {
      const match = AREA_MODULE.exec(source);
      if (!match) return false;
      const [, kind, area, file] = match;
      // The declaration, and the area's routes: its addresses, which the menu and the eager dashboard's
      // links name (a few lines of path builders, no view, no contract).
      if (file === 'index.ts' || file === 'index.tsx' || file === 'routes.ts') return false;
      return !eagerAreas.includes(`${kind}/${area}`);
    })
    .sort();

/** The module paths bundled into a built chunk, read from its source map (build with --sourcemap hidden). */
export const chunkSources = (chunkFile) => {
  const map = `${chunkFile}.map`;
  if (!existsSync(map)) throw new Error(`${map} is missing: build with --sourcemap hidden`);
  return JSON.parse(readFileSync(map, 'utf8')).sources;
};
