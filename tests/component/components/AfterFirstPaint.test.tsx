// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { useApiQuery } from '@/providers/queries';
import { merkContract } from '@/resources/merk/contract';
import { countRequests, renderWithAdmin } from '../renderWithAdmin';

afterEach(cleanup);

/** A part of the screen reading the brands, showing how many it has. */
const Brands = ({ testId }: { testId: string }) => {
  const { data } = useApiQuery(['merk', 'test', testId], merkContract.list);
  return <div data-testid={testId}>{data ? data.length : 'memuat'}</div>;
};

describe('AfterFirstPaint: parts below the fold render after the first paint', () => {
  it('shows its place first, then its parts after the next frame', async () => {
    render(
      <AfterFirstPaint fallback={<div data-testid="place" />}>
        <div data-testid="below">Kartu</div>
      </AfterFirstPaint>,
    );
    // The first commit: the place, not the parts.
    expect(screen.getByTestId('place')).toBeInTheDocument();
    expect(screen.queryByTestId('below')).toBeNull();
    expect(await screen.findByTestId('below')).toHaveTextContent('Kartu');
    expect(screen.queryByTestId('place')).toBeNull();
  });

  it('its parts take the read warmed for the screen, which the first render took: one request, and a later read asks again', async () => {
    let open = () => {};
    // Mounts the screen on cue, once its read was warmed on the same data provider (as the boot does).
    const Gate = ({ children }: { children: ReactNode }) => {
      const [on, setOn] = useState(false);
      open = () => setOn(true);
      return on ? children : null;
    };
    const { dataProvider, requests } = renderWithAdmin(
      <Gate>
        <Brands testId="top" />
        <AfterFirstPaint fallback={null}>
          <Brands testId="below" />
        </AfterFirstPaint>
      </Gate>,
    );
    await dataProvider.prefetch({ kind: 'reads', reads: [merkContract.list] });
    act(() => open());
    expect(await screen.findByTestId('below')).toHaveTextContent(/\d/);
    expect(screen.getByTestId('top')).toHaveTextContent(screen.getByTestId('below').textContent ?? '');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countRequests(requests, 'GET /admin/merk')).toBe(1);
    // Released once the parts have mounted and the page is idle (at most a second): a later read, a
    // refresh, asks the server.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await dataProvider.call(merkContract.list);
    expect(countRequests(requests, 'GET /admin/merk')).toBe(2);
  });
});
