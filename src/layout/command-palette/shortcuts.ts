/** What a key press asks of the shell. */
export type ShortcutCommand = 'palette' | 'shortcuts';

/** The parts of a KeyboardEvent the shortcuts read (so the rule is tested without a browser). */
export interface KeyPress {
  key: string;
  /** The physical key: Ctrl+K still works on a keyboard whose K types another letter. */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  /** True while an input method (e.g. for Chinese or Japanese) is composing text. */
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: unknown;
}

const TYPING_TAGS = ['INPUT', 'TEXTAREA', 'SELECT'];

/** Whether the key press is text going into a field: an input, a textarea, a select, or editable content. */
export const isTypingTarget = (target: unknown): boolean => {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown; closest?: (selector: string) => unknown };
  if (typeof element.tagName === 'string' && TYPING_TAGS.includes(element.tagName.toUpperCase())) return true;
  if (element.isContentEditable === true) return true;
  return typeof element.closest === 'function' && Boolean(element.closest('[contenteditable]:not([contenteditable="false"]), [role="textbox"]'));
};

/**
 * The command a key press asks for, or null:
 * - Ctrl+K or ⌘+K opens the palette from anywhere, a field included (it types nothing there);
 * - `?` lists the shortcuts, except while typing in a field, where it is just a question mark.
 * Nothing fires while an input method composes, or when another handler has taken the key.
 */
export const shortcutFor = (press: KeyPress): ShortcutCommand | null => {
  if (press.isComposing || press.defaultPrevented) return null;
  const isK = press.key.toLowerCase() === 'k' || press.code === 'KeyK';
  if (isK && (press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey) return 'palette';
  if (press.key === '?' && !press.ctrlKey && !press.metaKey && !press.altKey && !isTypingTarget(press.target)) return 'shortcuts';
  return null;
};
