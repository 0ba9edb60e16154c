import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { AFTER_COMMIT, CASCADE_REWRITES, rewriteCascades } from '../../../scripts/vite/commitCascades';

// The modules the build bundles (each package's `import` condition), as installed.
const require = createRequire(import.meta.url);
const installed = (pkg: string, file: string) => {
  const id = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
  return { id, code: readFileSync(id, 'utf8') };
};
const MODULES = {
  tooltip: installed('@mui/material', 'Tooltip/Tooltip.mjs'),
  select: installed('@mui/material', 'Select/SelectInput.mjs'),
  autocomplete: installed('@mui/material', 'Autocomplete/Autocomplete.mjs'),
  tabs: installed('@mui/material', 'Tabs/Tabs.mjs'),
  roving: installed('@mui/utils', 'useRovingTabIndex/useRovingTabIndex.mjs'),
  form: installed('react-hook-form', 'dist/index.esm.mjs'),
};

describe('commitCascades: library updates on mount leave the commit, so the first paint does not wait for every effect', () => {
  it.each([
    ['MUI Tooltip', MODULES.tooltip, ['useForkRef(getReactElementRef(children), __afterCommit(setChildNode), ref)', AFTER_COMMIT]],
    ['MUI Select', MODULES.select, ['__afterCommit(setDisplayNode)(node);', AFTER_COMMIT]],
    ['MUI Autocomplete', MODULES.autocomplete, ['ref: __afterCommit(setAnchorEl),', AFTER_COMMIT]],
    ['MUI Tabs', MODULES.tabs, ['__afterCommit(setScrollerStyle)({', AFTER_COMMIT]],
    ['MUI roving focus', MODULES.roving, ['__afterCommit(setMapTick)(value => value + 1);', AFTER_COMMIT]],
    ['react-hook-form useForm', MODULES.form, ['React.useEffect(() => {\n        resyncIfNeeded(true, getCurrentFormState, updateFormState);']],
  ])('rewrites the installed %s as intended, and the result still parses', (_name, { id, code }, expected) => {
    const rewritten = rewriteCascades(code, id);
    expect(rewritten).not.toBeNull();
    for (const text of expected) expect(rewritten).toContain(text);
    expect(() => parseAst(rewritten ?? '')).not.toThrow();
  });

  it('keeps react-hook-form’s other subscriptions (useFormState, useWatch, useFieldArray) in layout effects', () => {
    const rewritten = rewriteCascades(MODULES.form.code, MODULES.form.id) ?? '';
    const count = (text: string, what: string) => text.split(what).length - 1;
    expect(count(rewritten, 'useIsomorphicLayoutEffect(() => {')).toBe(count(MODULES.form.code, 'useIsomorphicLayoutEffect(() => {') - 1);
  });

  it('leaves every other module alone, and finds its modules with a query string on the id', () => {
    const button = installed('@mui/material', 'Button/Button.mjs');
    expect(rewriteCascades(button.code, button.id)).toBeNull();
    expect(rewriteCascades(MODULES.tooltip.code, `${MODULES.tooltip.id}?v=123`)).toContain('__afterCommit(setChildNode)');
  });

  it('sets a task later, through one function per setter, and applies one task’s updates together', async () => {
    vi.useFakeTimers();
    try {
      const afterCommit = new Function(`${AFTER_COMMIT}\nreturn __afterCommit;`)() as <T>(set: (value: T) => void) => (value: T) => void;
      const anchor = vi.fn();
      const ticks = vi.fn();
      // The same function for a setter: a ref that changed identity would be detached and attached at every render.
      expect(afterCommit(anchor)).toBe(afterCommit(anchor));
      expect(afterCommit(anchor)).not.toBe(afterCommit(ticks));
      afterCommit(anchor)(null);
      afterCommit(anchor)('element');
      afterCommit(ticks)(1);
      expect(anchor).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersToNextTimer();
      expect(anchor.mock.calls).toEqual([[null], ['element']]);
      expect(ticks).toHaveBeenCalledWith(1);
      afterCommit(ticks)(2);
      expect(vi.getTimerCount()).toBe(1);
      await vi.runAllTimersAsync();
      expect(ticks).toHaveBeenLastCalledWith(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops the build when a new version no longer has the text a rewrite replaces, or has it twice', () => {
    for (const { id, code } of Object.values(MODULES)) {
      const rewrite = CASCADE_REWRITES.find(({ module }) => module.test(id));
      expect(rewrite, id).toBeDefined();
      const find = rewrite?.find ?? '';
      expect(() => rewriteCascades(code.replace(find, '/* changed upstream */'), id)).toThrow(/commitCascades/);
      expect(() => rewriteCascades(`${code}\n${find}`, id)).toThrow(/commitCascades/);
    }
  });
});
