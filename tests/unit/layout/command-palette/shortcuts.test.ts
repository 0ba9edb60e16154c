/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor, type KeyPress } from '@/layout/command-palette/shortcuts';

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: document.body, ...more });

const element = (html: string, selector: string): Element => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector(selector) as Element;
};

describe('shortcutFor', () => {
  it('opens the palette with Ctrl+K and with ⌘+K, in either case', () => {
    expect(shortcutFor(press('k', { ctrlKey: true }))).toBe('palette');
    expect(shortcutFor(press('k', { metaKey: true }))).toBe('palette');
    expect(shortcutFor(press('K', { ctrlKey: true }))).toBe('palette');
  });

  it('opens the palette by the K key where the layout types another letter there', () => {
    expect(shortcutFor(press('л', { code: 'KeyK', ctrlKey: true }))).toBe('palette');
  });

  it('opens the palette from inside a field too, where Ctrl+K types nothing', () => {
    expect(shortcutFor(press('k', { ctrlKey: true, target: element('<input type="text">', 'input') }))).toBe('palette');
  });

  it('leaves K alone without Ctrl or ⌘, and with Alt or Shift added', () => {
    expect(shortcutFor(press('k'))).toBeNull();
    expect(shortcutFor(press('k', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutFor(press('K', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('lists the shortcuts with ?', () => {
    expect(shortcutFor(press('?', { shiftKey: true }))).toBe('shortcuts');
    expect(shortcutFor(press('?', { shiftKey: true, target: element('<button>Simpan</button>', 'button') }))).toBe('shortcuts');
  });

  it.each([
    ['an input', '<input type="search">', 'input'],
    ['a textarea', '<textarea></textarea>', 'textarea'],
    ['a select', '<select><option>A</option></select>', 'select'],
    ['editable content', '<div contenteditable="true"><p>teks</p></div>', 'p'],
    ['a textbox role', '<div role="textbox" tabindex="0"></div>', 'div'],
  ])('never fires ? while typing in %s', (_name, html, selector) => {
    expect(shortcutFor(press('?', { shiftKey: true, target: element(html, selector) }))).toBeNull();
  });

  it('ignores ? with Ctrl, ⌘ or Alt, a key another handler took, and keys while an input method composes', () => {
    expect(shortcutFor(press('?', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('?', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('?', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('?', { defaultPrevented: true }))).toBeNull();
    expect(shortcutFor(press('k', { ctrlKey: true, isComposing: true }))).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('tells fields from other elements', () => {
    expect(isTypingTarget(element('<input>', 'input'))).toBe(true);
    expect(isTypingTarget(element('<div contenteditable="false"><span>x</span></div>', 'span'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});
