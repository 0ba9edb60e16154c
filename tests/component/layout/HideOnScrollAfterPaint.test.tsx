// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HideOnScrollAfterPaint } from '@/layout/HideOnScrollAfterPaint';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('HideOnScrollAfterPaint: the app bar hides on scroll, following it from after the first paint', () => {
  it('reads no scroll offset while mounting (that forced a layout in the first row\'s task), then hides the bar on a scroll down', async () => {
    let reads = 0;
    vi.spyOn(window, 'pageYOffset', 'get').mockImplementation(() => {
      reads += 1;
      return scrollTop;
    });
    let scrollTop = 0;
    render(
      <HideOnScrollAfterPaint>
        <header data-testid="bar">Toko</header>
      </HideOnScrollAfterPaint>,
    );
    expect(reads).toBe(0);
    // The next frame: it starts following the page's scroll.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(screen.getByTestId('bar').style.transform).toBe('');
    scrollTop = 400;
    act(() => {
      fireEvent.scroll(window);
    });
    await vi.waitFor(() => expect(screen.getByTestId('bar').style.transform).not.toBe(''));
  });
});
