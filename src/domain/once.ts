/**
 * A value built on first use, then kept. For Intl formatters and segmenters above all: one costs
 * milliseconds to build (its locale's data, the Jakarta time zone's most of all), too much for module
 * load on a screen's first paint (a list that never shows a file size paid for `formatBytes`' two).
 */
export const once = <T,>(build: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};
