// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint, FirstRowsFirst, useFirstItemsFirst } from '@/components/AfterFirstPaint';
import { ListContextProvider, useList, useListContext } from 'react-admin';
import { useApiQuery } from '@/providers/queries';
import { merkContract } from '@/resources/merk/contract';
import { countRequests, renderAfterWarming } from '../renderWithAdmin';

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
    const { dataProvider, requests } = await renderAfterWarming(
      <>
        <Brands testId="top" />
        <AfterFirstPaint fallback={null}>
          <Brands testId="below" />
        </AfterFirstPaint>
      </>,
      [merkContract.list],
    );
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

describe('useFirstItemsFirst and FirstRowsFirst: the rows a tall window shows paint first', () => {
  const Items = ({ items }: { items: number[] }) => {
    const first = useFirstItemsFirst(items, 3);
    return <ul>{first.map((item) => <li key={item}>{item}</li>)}</ul>;
  };

  it('the first render holds the first items, the next frame every item; a list as short as the count is whole at once', async () => {
    const { rerender } = render(<Items items={[1, 2, 3, 4, 5]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await screen.findByText('5');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    // Later data comes whole.
    rerender(<Items items={[6, 7, 8, 9]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    cleanup();
    render(<Items items={[1, 2]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('inside a list, its view sees the first records first and then all of them, with the list’s own total', async () => {
    const Rows = () => {
      const { data, total } = useListContext<{ id: number }>();
      return (
        <div data-testid="rows" data-total={total}>
          {data?.map((record) => <span key={record.id}>r{record.id}</span>)}
        </div>
      );
    };
    const List = () => {
      const context = useList({ data: Array.from({ length: 10 }, (_, index) => ({ id: index + 1 })), perPage: 10 });
      return (
        <ListContextProvider value={context}>
          <FirstRowsFirst rows={4}>
            <Rows />
          </FirstRowsFirst>
        </ListContextProvider>
      );
    };
    render(<List />);
    expect(screen.getByTestId('rows').children).toHaveLength(4);
    expect(screen.getByTestId('rows')).toHaveAttribute('data-total', '10');
    const firstRow = screen.getByText('r1');
    await screen.findByText('r10');
    expect(screen.getByTestId('rows').children).toHaveLength(10);
    // The same rows, not mounted again: what was caught in the first paint is still on the page.
    expect(firstRow.isConnected).toBe(true);
    expect(screen.getByText('r1')).toBe(firstRow);
  });
});
