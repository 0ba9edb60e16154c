import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * How the build splits its code (issue 26, item 3): few, large files, so that a browser speaking HTTP/1.1
 * (six connections a host) is not the bottleneck. Rolldown's automatic splitting made 225 files, and a
 * list's first screen named about fifty of them, queued six at a time; with these groups a screen loads
 * the boot file, the vendor file, the kernel's and its area's screens (plus a one-screen library where it
 * has one).
 *
 * - `boot`: everything the entry imports statically (the shell, react-admin's core, the declarations).
 * - `vendor`: react-admin's and MUI's code that the screens use and the boot does not, in one file that
 *   the first screen of any area loads once.
 * - `model`: the kernel's rules, words and API pieces that the boot does not need (no React);
 * - `kernel`: shared components loaded with the screens (lists' pagination and export, dialogs...).
 * - `charts`, `pickers`, `dnd`, `zoom`, `uploader`, `reports`: a library of a few screens with the shared
 *   components built on it, loading with those screens only.
 * - `area-<folder>`: what several screens of an area read (contract, messages, rules, public face);
 *   `area-<folder>-<Screen>`: what one screen alone reads, so a list does not download its form's
 *   uploader and date pickers, nor the transaction history the Order Center's.
 * - `fake`: the demo build's fake backend, engine and every area's handlers and seeds, loaded with it.
 */

const modules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const src = (paths: string) => new RegExp(`[\\\\/]src[\\\\/](${paths})`);

const VENDOR = modules(
  'react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|node-polyglot|@mui[\\\\/](material|system|utils|styled-engine|private-theming|icons-material|core-downloads-tracker)|@emotion|@babel[\\\\/]runtime|react-transition-group|dom-helpers|react-hook-form|@tanstack|react-error-boundary|react-is|prop-types|clsx|inflection|query-string|decode-uri-component|filter-obj|split-on-first|jsonexport|lodash|diacritic|use-sync-external-store|@base-ui|tslib',
);

const SCREEN_LIBRARIES: Array<[name: string, tests: RegExp[]]> = [
  ['charts', [modules('recharts|d3-[a-z-]+|victory-vendor|@reduxjs|redux|react-redux|redux-thunk|reselect|immer|decimal\\.js-light|es-toolkit|eventemitter3|tiny-invariant|internmap'), src('components[\\\\/]chart[\\\\/]')]],
  ['pickers', [modules('@mui[\\\\/]x-[a-z-]+|date-fns'), src('components[\\\\/]date[\\\\/]')]],
  ['dnd', [modules('@dnd-kit'), src('components[\\\\/]SortableList\\.')]],
  ['zoom', [modules('react-zoom-pan-pinch')]],
  ['uploader', [modules('react-dropzone|file-selector|attr-accept'), src('components[\\\\/]image-uploader[\\\\/]|image[\\\\/]')]],
];
const REPORTS = src('components[\\\\/]report[\\\\/]');
const FAKE = /[\\/]src[\\/]((resources|custom-pages|layout)[\\/][^\\/]+[\\/]fake|fake-api)[\\/]/;
const AREA = /[\\/]src[\\/](resources|custom-pages|layout)[\\/]([^\\/.]+)[\\/]/;
const SRC = /[\\/]src[\\/]/;
const areaOf = (id: string): string | null => (FAKE.test(id) ? null : (AREA.exec(id)?.[2] ?? null));
const inScreenLibrary = (id: string) => SCREEN_LIBRARIES.some(([, tests]) => tests.some((test) => test.test(id)));
/** The kernel's rules, words and API pieces: no React, so a route's data mapping loads without the vendor file. */
const MODEL = src('(domain|i18n|api)[\\\\/]|providers[\\\\/](resourceEntry|clientSideList|[a-z]+Contract)\\.');
const isKernel = (id: string) => SRC.test(id) && !FAKE.test(id) && !REPORTS.test(id) && areaOf(id) === null && !inScreenLibrary(id);

export interface ModuleGraph {
  /** Static imports of each module. */
  imports: Map<string, readonly string[]>;
  /** Every module some code imports with `import()`. */
  lazy: Set<string>;
  /**
   * The public faces (`public.ts`, which only re-export): each name they export and the module it comes
   * from. With `names`, a face is followed only into the modules of the names an importer takes.
   */
  faces?: Map<string, Map<string, string>>;
  /** The names a module imports from a face, by importer then face (absent: all of them). */
  names?: Map<string, Map<string, readonly string[]>>;
}

/** A public face: only re-exports, treated by the bundler as free of side effects (vite.config.ts). */
export const FACE = /[\\/]src[\\/](resources|custom-pages)[\\/][^\\/]+[\\/](fake[\\/])?public\.ts$/;

const specifiers = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '));

/** `export { a, b as c } from './x'` of a face's source: exported name -> specifier. */
export const faceExports = (source: string): Map<string, string> => {
  const exports = new Map<string, string>();
  for (const [, list = '', from = ''] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const part of specifiers(list)) exports.set(part.split(/\s+as\s+/).pop() ?? part, from);
  }
  return exports;
};

/**
 * The names a module's source takes from each specifier by `import { ... } from`; a specifier also
 * imported whole (`import * as`, a default or a bare import) is left out: all of it is taken.
 */
export const importedNames = (source: string): Map<string, string[]> => {
  const named = new Map<string, string[]>();
  const whole = new Set<string>();
  for (const [, statement = '', from = ''] of source.matchAll(/import\s+(?!type\s)([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]/g)) {
    if (!from) continue;
    const braces = /^\{([^}]*)\}$/.exec(statement.trim());
    if (!braces) {
      whole.add(from);
      continue;
    }
    const names = specifiers(braces[1] ?? '').map((part) => part.split(/\s+as\s+/)[0] ?? part);
    named.set(from, [...(named.get(from) ?? []), ...names]);
  }
  for (const from of whole) named.delete(from);
  return named;
};

/**
 * For each area module, the lazily loaded modules (screens, data mappings, palette entries) whose static
 * imports reach it, across areas (an area's public face is read by others).
 */
export const screensReaching = (graph: ModuleGraph): Map<string, Set<string>> => {
  const reachers = new Map<string, Set<string>>();
  for (const entry of graph.lazy) {
    if (areaOf(entry) === null && !FAKE.test(entry)) continue;
    const seen = new Set<string>();
    // Through the fake backend's own modules (the demo's fake reads the areas' rules and schemas) to the
    // area modules it reads; not into the kernel. Through a public face only to the modules of the names
    // taken from it: a page's reads take a contract from the banners' face, not the banner card beside it.
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      if (areaOf(id) !== null) (reachers.get(id) ?? reachers.set(id, new Set()).get(id))?.add(entry);
      else if (!FAKE.test(id)) return;
      for (const next of graph.imports.get(id) ?? []) {
        const taken = graph.names?.get(id)?.get(next);
        const face = graph.faces?.get(next);
        if (!taken || !face) {
          visit(next);
          continue;
        }
        if (areaOf(next) !== null) (reachers.get(next) ?? reachers.set(next, new Set()).get(next))?.add(entry);
        for (const name of taken) {
          const from = face.get(name);
          if (from) visit(from);
        }
      }
    };
    visit(entry);
  }
  return reachers;
};

const screenName = (id: string) => path.basename(id).replace(/\.[^.]+$/, '');
/**
 * Lazily loaded, but not a screen: what a route's first request needs (the data mapping, a contract, a
 * page's first reads), and the palette's entries.
 */
const DATA = /^(resource|contract|reads)$/;
const PALETTE = /^palette$/;
/** A create or edit screen, by the names the declarations' loaders use (`MerkCreate`, `ProdukWebEdit`). */
const FORM = /(Create|Edit)$/;

/**
 * The file an area module goes in, from the screens that reach it (`screensReaching`):
 * - read by what a route's first request needs, or by the demo's fake backend: `area-X-data` (its
 *   contract, schemas, messages and rules: no React, so the request leaves before the screens' code has
 *   run, and the demo's fake does not load the screens);
 * - read only by the create and edit screens: `area-X-forms` (a list does not download its form);
 * - read by one screen of an area with several (the Order Center, the transaction history...):
 *   `area-X-<Screen>`;
 * - else (the one list or page of an area, what several screens or the palette read): `area-X`.
 */
export const areaChunk = (id: string, reachers: Map<string, Set<string>>, screensByArea: Map<string, Set<string>>): string | null => {
  const area = areaOf(id);
  if (area === null) return null;
  const by = [...(reachers.get(id) ?? [])];
  if (by.some((entry) => FAKE.test(entry) || DATA.test(screenName(entry)))) return `area-${area}-data`;
  const screens = by.map(screenName);
  if (screens.some((name) => PALETTE.test(name))) return `area-${area}`;
  if (screens.length > 0 && screens.every((name) => FORM.test(name))) return `area-${area}-forms`;
  const own = screensByArea.get(area)?.size ?? 0;
  if (screens.length === 1 && own > 1) return `area-${area}-${screens[0]}`;
  return `area-${area}`;
};

/** The chunk groups, reading the module graph the plugin records once the build has it. */
export interface ChunkOptions {
  /**
   * The demo build (in-page fake backend): its fake reads every area's data file at once, so they are one
   * file there (`area-data`) instead of fifteen requests beside the first screen.
   */
  oneDataFile?: boolean;
}

export const chunkGroups = (graph: () => ModuleGraph, { oneDataFile = false }: ChunkOptions = {}) => {
  let names: Map<string, string | null> | null = null;
  const nameOf = (id: string): string | null => {
    if (!names) {
      const recorded = graph();
      const reachers = screensReaching(recorded);
      const screensByArea = new Map<string, Set<string>>();
      for (const entry of recorded.lazy) {
        const area = areaOf(entry);
        const name = screenName(entry);
        if (area && !DATA.test(name) && !PALETTE.test(name) && !FORM.test(name)) (screensByArea.get(area) ?? screensByArea.set(area, new Set()).get(area))?.add(entry);
      }
      names = new Map([...reachers.keys()].map((module) => [module, areaChunk(module, reachers, screensByArea)]));
    }
    return names.get(path.normalize(id)) ?? null;
  };
  const isShared = (name: string | null) => name !== null && !/-(forms|[A-Z]\w*)$/.test(name);
  const isData = (name: string | null) => name !== null && name.endsWith('-data');
  return [
    // What the entry needs stays in one boot file, whatever group it would fit.
    { name: 'boot', tags: ['$initial'] as Array<'$initial'>, priority: 20 },
    // Only the fake's own modules: the contracts, schemas and rules it shares with the screens stay in
    // their areas' files (taken along, every screen of the demo would load the whole fake backend).
    { name: 'fake', test: FAKE, priority: 19, includeDependenciesRecursively: false },
    // Each group also takes what its modules import (Rolldown's default, keeping the execution order
    // right) unless a group of higher priority took it first: libraries, then the kernel, then areas.
    { name: 'vendor', test: VENDOR, priority: 18 },
    { name: 'model', test: (id: string) => isKernel(id) && MODEL.test(id), priority: 17 },
    { name: 'kernel', test: isKernel, priority: 17 },
    ...SCREEN_LIBRARIES.map(([name, tests]) => ({ name, test: (id: string) => tests.some((test) => test.test(id)), priority: 16 })),
    { name: 'reports', test: REPORTS, priority: 15 },
    // An area's modules go where `areaChunk` says, not with the first area that imports them (the banners
    // read the products' contract; taken along, it would make the product list load the banners' page).
    // The architecture test keeps areas free of import cycles, so their files load in a proper order.
    { debugName: 'area data', name: (id: string) => (isData(nameOf(id)) ? (oneDataFile ? 'area-data' : nameOf(id)) : null), priority: 14, includeDependenciesRecursively: false },
    { debugName: 'area', name: (id: string) => (isShared(nameOf(id)) && !isData(nameOf(id)) ? nameOf(id) : null), priority: 14, includeDependenciesRecursively: false },
    { debugName: 'area screens', name: (id: string) => (isShared(nameOf(id)) ? null : nameOf(id)), priority: 13, includeDependenciesRecursively: false },
  ];
};

/** The module among `imports` that a relative specifier of `from` names (`./contract` -> `contract.ts`). */
const resolveAmong = (from: string, specifier: string, imports: readonly string[]): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return imports.find((id) => id === base || id.replace(/\.[cm]?[jt]sx?$/, '') === base || id.replace(/[\\/]index\.[cm]?[jt]sx?$/, '') === base);
};

/** Records the module graph when the build has read every module, for `chunkGroups`. */
export const moduleGraphRecorder = (): Plugin & { graph: () => ModuleGraph } => {
  let recorded: ModuleGraph | null = null;
  return {
    name: 'module-graph',
    apply: 'build',
    buildEnd() {
      const imports = new Map<string, readonly string[]>();
      const lazy = new Set<string>();
      const faces = new Map<string, Map<string, string>>();
      const names = new Map<string, Map<string, readonly string[]>>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const from = path.normalize(id);
        const nexts = info.importedIds.map((next) => path.normalize(next));
        imports.set(from, nexts);
        info.dynamicallyImportedIds.forEach((next) => lazy.add(path.normalize(next)));
        // The sources of our own modules, read for the names they take from the faces they import.
        if (!SRC.test(from) || !nexts.some((next) => FACE.test(next)) || !fs.existsSync(from)) continue;
        const source = fs.readFileSync(from, 'utf8');
        const byFace = new Map<string, readonly string[]>();
        for (const [specifier, taken] of importedNames(source)) {
          const next = resolveAmong(from, specifier, nexts);
          if (next && FACE.test(next)) byFace.set(next, taken);
        }
        names.set(from, byFace);
      }
      for (const face of [...imports.keys()].filter((id) => FACE.test(id) && fs.existsSync(id))) {
        const nexts = imports.get(face) ?? [];
        const exported = new Map<string, string>();
        for (const [name, specifier] of faceExports(fs.readFileSync(face, 'utf8'))) {
          const next = resolveAmong(face, specifier, nexts);
          if (next) exported.set(name, next);
        }
        faces.set(face, exported);
      }
      recorded = { imports, lazy, faces, names };
    },
    graph: () => {
      if (!recorded) throw new Error('chunks: the module graph is read before the build recorded it');
      return recorded;
    },
  };
};
