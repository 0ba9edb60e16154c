import type { Plugin } from 'vite';

/**
 * A few library components set state while React commits a screen, from a ref callback or a layout
 * effect, on every mount: MUI's Tooltip keeps its child (the element it opens from), its Select its
 * display and its Autocomplete its input (the anchors of their menus), its scrollable Tabs learn the
 * scrollbar's width, the items of its tabs and menus register for roving focus, and react-hook-form's
 * `useForm` marks its form ready. Such an update is a cascading update: React renders it synchronously
 * inside the commit and, before that, runs every passive effect the commit left, so the browser cannot
 * paint until both are done. Every screen has tooltips (the app bar's menu, refresh, theme and
 * notification buttons) and most lists a filter form, so every first paint waited for all of its
 * screen's effects and a second render of those parts: 20 to 40 ms of main thread on a list on this
 * project's machines (issue 26; React's performance tracks show a "Cascading Update" right after the
 * first commit, and "Waiting for Paint" once these are rewritten).
 *
 * Each is moved one step later, where nothing can tell the difference. An anchor is only read once its
 * tooltip or menu opens (hover, focus and clicks come in later tasks, and the tooltip's hover and focus
 * hand it over themselves), the tabs' scroller stays unscrollable until it knows the scrollbar, and the
 * roving focus reads its items when a key is pressed: those setters run a task later (`__afterCommit`,
 * appended to the module). The form subscribes to its state and says it is ready in a passive effect,
 * which React runs before any later update of the form (react-hook-form's resync covers a change in
 * between, as it does on a reconnect).
 *
 * Applied where Vite transforms these modules (the build, and the previews the tests and benches use).
 * The dev server pre-bundles dependencies without plugins, so there they behave as shipped.
 */
export interface CascadeRewrite {
  /** The library module, as installed (the package's `import` condition). */
  module: RegExp;
  /** The source text the rewrite replaces, exactly once; a new version without it stops the build. */
  find: string;
  replace: string;
}

/**
 * Appended to a rewritten module: a state setter that sets a task later (one function per setter, so a ref
 * stays the same function), every update of that task applied together so React renders them once.
 */
export const AFTER_COMMIT = `
const __afterCommitSetters = new WeakMap();
const __afterCommitQueue = [];
function __afterCommitFlush() {
  for (const [set, value] of __afterCommitQueue.splice(0)) set(value);
}
function __afterCommit(set) {
  let later = __afterCommitSetters.get(set);
  if (!later) {
    later = (value) => {
      if (__afterCommitQueue.push([set, value]) === 1) setTimeout(__afterCommitFlush, 0);
    };
    __afterCommitSetters.set(set, later);
  }
  return later;
}
`;

export const CASCADE_REWRITES: readonly CascadeRewrite[] = [
  {
    module: /[\\/]@mui[\\/]material[\\/]Tooltip[\\/]Tooltip\.mjs$/,
    find: 'useForkRef(getReactElementRef(children), setChildNode, ref)',
    replace: 'useForkRef(getReactElementRef(children), __afterCommit(setChildNode), ref)',
  },
  {
    module: /[\\/]@mui[\\/]material[\\/]Select[\\/]SelectInput\.mjs$/,
    find: 'if (node) {\n      setDisplayNode(node);\n    }',
    replace: 'if (node) {\n      __afterCommit(setDisplayNode)(node);\n    }',
  },
  {
    module: /[\\/]@mui[\\/]material[\\/]Autocomplete[\\/]Autocomplete\.mjs$/,
    find: 'ref: setAnchorEl,',
    replace: 'ref: __afterCommit(setAnchorEl),',
  },
  {
    module: /[\\/]@mui[\\/]material[\\/]Tabs[\\/]Tabs\.mjs$/,
    find: 'scrollbarOnChange?.(scrollbarWidth);\n    setScrollerStyle({',
    replace: 'scrollbarOnChange?.(scrollbarWidth);\n    __afterCommit(setScrollerStyle)({',
  },
  {
    // The roving focus of MUI's tabs and menus: each item registers from its ref (MUI already moves the
    // unregistering out of the commit, for the same reason).
    module: /[\\/]@mui[\\/]utils[\\/]useRovingTabIndex[\\/]useRovingTabIndex\.mjs$/,
    find: '    setMapTick(value => value + 1);\n  });\n  const unregisterItem',
    replace: '    __afterCommit(setMapTick)(value => value + 1);\n  });\n  const unregisterItem',
  },
  {
    module: /[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/,
    find: 'useIsomorphicLayoutEffect(() => {\n        resyncIfNeeded(true, getCurrentFormState, updateFormState);',
    replace: 'React.useEffect(() => {\n        resyncIfNeeded(true, getCurrentFormState, updateFormState);',
  },
];

/** `code` of the module at `id` with its commit-time update moved later; null for any other module. Throws when the source no longer has the text to rewrite exactly once. */
export const rewriteCascades = (code: string, id: string, rewrites: readonly CascadeRewrite[] = CASCADE_REWRITES): string | null => {
  const [path = id] = id.split('?');
  const rewrite = rewrites.find(({ module }) => module.test(path));
  if (!rewrite) return null;
  if (code.split(rewrite.find).length !== 2) {
    throw new Error(`commitCascades: ${path} no longer has, exactly once, the update scripts/vite/commitCascades.ts moves out of the commit; check the rewrite against the new version.`);
  }
  const rewritten = code.replace(rewrite.find, rewrite.replace);
  return rewritten.includes('__afterCommit(') ? `${rewritten}\n${AFTER_COMMIT}` : rewritten;
};

export const noCommitCascades = (): Plugin => ({
  name: 'no-commit-cascades',
  enforce: 'pre',
  transform(code, id) {
    const rewritten = rewriteCascades(code, id);
    return rewritten === null ? null : { code: rewritten, map: null };
  },
});
