import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts, in index.html, the code of the screen the address opens (issue 8, item 20): an inline script,
 * run before the app's own, adds `modulepreload` links for the route's view and data-mapping chunks, so
 * they download beside the boot chunk instead of after it has run. Routes come from each resource's
 * declaration (`src/resources/<name>/index.ts`: `name`, and `list`/`create`/`edit`/`data` loaders
 * written as `() => import('./Module')`, and its own `pages`) and each custom page's
 * (`src/custom-pages/<name>/index.ts`: `path`, `view: { load: () => import(...) }`, `reads`), the same
 * declarations the app registers. A page's `reads` module comes too: its requests leave at boot.
 */

interface RouteModules {
  /** A pattern over the path below the app's base, e.g. `^/merk/edit/[^/]+$`. */
  pattern: string;
  modules: string[];
}

const LOADER = (key: string) => new RegExp(`\\b${key}:\\s*\\(\\)\\s*=>\\s*import\\('\\./([^']+)'\\)`);

const resolveModule = (folder: string, relative: string): string | null => {
  for (const extension of ['.tsx', '.ts']) {
    const candidate = path.join(folder, `${relative}${extension}`);
    if (existsSync(candidate)) return candidate;
  }
  return null;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The area folders under `dir` that declare something (an `index.ts`), with that declaration's source. */
const declarations = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => ({ folder: path.join(dir, entry.name), source: readFileSync(path.join(dir, entry.name, 'index.ts'), 'utf8') }));

/**
 * Each resource's list, create and edit routes with the modules their views and data mapping load,
 * then every page's (a resource's own and the custom pages) with its view's and reads' modules.
 */
export const declaredRoutes = (root: string): RouteModules[] => {
  const resources = declarations(path.join(root, 'src/resources')).flatMap(({ folder, source }) => {
    // One folder may declare several resources (banners: main and sub): each `defineResource(` block.
    const blocks = source.split(/\bdefineResource\(/).slice(1);
    return (blocks.length > 0 ? blocks : [source]).flatMap((block) => [...routesOf(folder, block), ...pagesOf(folder, block)]);
  });
  const pages = declarations(path.join(root, 'src/custom-pages')).flatMap(({ folder, source }) => pagesOf(folder, source));
  return [...resources, ...pages];
};

const PAGE_PATH = /\bpath:\s*'([^']+)'/g;
// `view: () => import('./X')` (a resource's page) or `view: { load: () => import('./X') }` (a custom page).
const VIEW = /\bview:\s*(?:\{\s*load:\s*)?\(\)\s*=>\s*import\('\.\/([^']+)'\)/;
// `reads: () => import('./contract')` or, for reads from the address, `reads: (search) => import('./reads')`.
const READS = /\breads:\s*\([^)]*\)\s*=>\s*import\('\.\/([^']+)'\)/;

/** A react-router path (`/order-center/:orderId`) as a pattern over the address (`^/order-center/[^/]+$`). */
export const pathPattern = (routePath: string): string =>
  `^${routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
    .join('/')}$`;

/** The pages declared in `source`, in its order (a fixed path before a parameter's), each with its lazy view and reads. */
const pagesOf = (folder: string, source: string): RouteModules[] => {
  const found = [...source.matchAll(PAGE_PATH)];
  return found.flatMap((match, index) => {
    const declaration = source.slice(match.index, found[index + 1]?.index ?? source.length);
    const module = (pattern: RegExp) => {
      const relative = pattern.exec(declaration)?.[1];
      return relative ? resolveModule(folder, relative) : null;
    };
    const view = module(VIEW);
    if (!view) return [];
    const reads = module(READS);
    return [{ pattern: pathPattern(match[1] as string), modules: [view, ...(reads ? [reads] : [])] }];
  });
};

const routesOf = (folder: string, source: string): RouteModules[] => {
  const name = /\bname:\s*'([^']+)'/.exec(source)?.[1];
  if (!name) return [];
  const load = (key: string) => {
    const relative = LOADER(key).exec(source)?.[1];
    return relative ? resolveModule(folder, relative) : null;
  };
  const data = load('data');
  const route = (pattern: string, view: string | null): RouteModules[] => (view ? [{ pattern, modules: [view, ...(data ? [data] : [])] }] : []);
  const base = `^/${escape(name)}`;
  return [...route(`${base}$`, load('list')), ...route(`${base}/tambah$`, load('create')), ...route(`${base}/edit/[^/]+$`, load('edit'))];
};

const CHARSET = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;

/**
 * The page with the preload script as early as it can run: right after `<meta charset>`, which a
 * browser reads only within the first 1024 bytes (the script holds the whole route table, several
 * kilobytes, so before the charset it pushed the declaration out of reach: Lighthouse's "charset
 * declaration missing or occurs too late"). A page without a declaration gets one first.
 */
export const withPreloadScript = (html: string, script: string): string => {
  const tag = `<script>${script}</script>`;
  if (CHARSET.test(html)) return html.replace(CHARSET, (charset) => `${charset}\n    ${tag}`);
  return html.replace(/<head([^>]*)>/i, (head) => `${head}\n    <meta charset="UTF-8" />\n    ${tag}`);
};

export interface RoutePreloadOptions {
  /**
   * Modules every declared route preloads too, after its own: the demo build's in-page fake backend
   * (`src/fake-api/browser.ts`), which a signed-in screen's first read needs at once. Not the login's:
   * its address is no declared route, and it loads the backend on the first touch.
   */
  everyRoute?: readonly string[];
  /**
   * A statement every declared route runs too, after adding its preloads: the demo build's read of its
   * stored database (`src/fake-api/storedPrefetch.ts`), so that it is in before the boot file has run.
   */
  everyRouteScript?: string;
}

export const routePreloads = ({ everyRoute = [], everyRouteScript = '' }: RoutePreloadOptions = {}): Plugin => {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        // A lazily loaded module is either a chunk's facade or, inside a group's file (scripts/vite/chunks.ts), one of its modules.
        const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [path.normalize(id), chunk] as const)));
        for (const chunk of chunks) if (chunk.facadeModuleId) byModule.set(path.normalize(chunk.facadeModuleId), chunk);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the page loads anyway: the entry and its static imports.
        const initial = new Set<string>();
        const addInitial = (file: string) => {
          if (initial.has(file)) return;
          initial.add(file);
          byFile.get(file)?.imports.forEach(addInitial);
        };
        chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => addInitial(chunk.fileName));

        const table: Array<[string, string[]]> = declaredRoutes(root).map(({ pattern, modules: own }) => {
          const modules = [...own, ...everyRoute.map((module) => path.resolve(root, module))];
          const files = new Set<string>();
          const add = (file: string) => {
            if (files.has(file) || initial.has(file)) return;
            files.add(file);
            byFile.get(file)?.imports.forEach(add);
          };
          for (const module of modules) {
            const chunk = byModule.get(path.normalize(module));
            if (!chunk) throw new Error(`route-preloads: no chunk for ${path.relative(root, module)} (${pattern})`);
            add(chunk.fileName);
          }
          return [pattern, [...files]];
        });
        const script = `(function(){var t=${JSON.stringify(table)},b=${JSON.stringify(base)},p=location.pathname.slice(b.length-1).replace(/\\/+$/,'')||'/';for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=b+f;document.head.appendChild(l)});${everyRouteScript}return}}})();`;
        return withPreloadScript(html, script);
      },
    },
  };
};
