/**
 * Text for screen readers only (a dialog's title, an unread count beside a badge). Lengths are CSS
 * strings on purpose: MUI's `sx` reads a bare `width: 1` as 100 %, which made such a span as wide as
 * its list and let the chat list scroll sideways into empty space.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
