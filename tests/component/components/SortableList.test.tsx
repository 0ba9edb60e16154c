// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from '@/components/SortableList';
import { stubSortableLayout } from '../sortableLayout';

interface Row {
  id: number;
  nama: string;
}

const ROWS: Row[] = [
  { id: 1, nama: 'Semen' },
  { id: 2, nama: 'Cat' },
  { id: 3, nama: 'Keramik' },
];

stubSortableLayout();
afterEach(cleanup);

const Harness = ({ onReorder, disabled }: { onReorder: (rows: Row[]) => void; disabled?: boolean }) => {
  const [rows, setRows] = useState(ROWS);
  return (
    <SortableList
      items={rows}
      getId={(r) => r.id}
      getLabel={(r) => r.nama}
      renderItem={(r, index) => (
        <span>
          {index + 1}. {r.nama}
        </span>
      )}
      onReorder={(next) => {
        onReorder(next);
        setRows(next);
      }}
      disabled={disabled}
      aria-label="Urutan"
    />
  );
};

const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Urutan' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+\.\s*/, ''));

const press = async (element: Element | Document, code: string) => {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

describe('SortableList', () => {
  it('names each drag handle after its row, in Indonesian', () => {
    render(<Harness onReorder={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Geser Semen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geser Keramik' })).toBeInTheDocument();
    expect(screen.getByText(/tekan Spasi atau Enter pada tombol geser/)).toBeInTheDocument();
  });

  it('moves a row down with the keyboard: Space lifts, ArrowDown moves, Space drops; onReorder gets the new order', async () => {
    const onReorder = vi.fn<(rows: Row[]) => void>();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Geser Semen' });
    handle.focus();
    await press(handle, 'Space');
    expect(screen.getByText('Semen diangkat. Posisi 1 dari 3.')).toBeInTheDocument();
    await press(document, 'ArrowDown');
    await press(document, 'Space');
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(onReorder.mock.calls[0]?.[0].map((r) => r.nama)).toEqual(['Cat', 'Semen', 'Keramik']);
    expect(shownOrder()).toEqual(['Cat', 'Semen', 'Keramik']);
    expect(screen.getByText('Semen diletakkan di posisi 2 dari 3.')).toBeInTheDocument();
  });

  it('moves a row up two places with the keyboard', async () => {
    const onReorder = vi.fn<(rows: Row[]) => void>();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Geser Keramik' });
    handle.focus();
    await press(handle, 'Enter');
    await press(document, 'ArrowUp');
    await press(document, 'ArrowUp');
    await press(document, 'Enter');
    expect(onReorder.mock.calls.at(-1)?.[0].map((r) => r.nama)).toEqual(['Keramik', 'Semen', 'Cat']);
  });

  it('Escape cancels a keyboard move: the order stays and onReorder is not called', async () => {
    const onReorder = vi.fn<(rows: Row[]) => void>();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Geser Semen' });
    handle.focus();
    await press(handle, 'Space');
    await press(document, 'ArrowDown');
    await press(document, 'Escape');
    expect(onReorder).not.toHaveBeenCalled();
    expect(shownOrder()).toEqual(['Semen', 'Cat', 'Keramik']);
    expect(screen.getByText(/Pemindahan dibatalkan\. Semen kembali ke posisi 1 dari 3\./)).toBeInTheDocument();
  });

  it('a disabled list cannot be reordered', async () => {
    const onReorder = vi.fn<(rows: Row[]) => void>();
    render(<Harness onReorder={onReorder} disabled />);
    const handle = screen.getByRole('button', { name: 'Geser Semen' });
    expect(handle).toBeDisabled();
    await press(handle, 'Space');
    await press(document, 'ArrowDown');
    await press(document, 'Space');
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('a click on a button inside a row still works', async () => {
    const onClick = vi.fn();
    render(
      <SortableList
        items={ROWS}
        getId={(r) => r.id}
        getLabel={(r) => r.nama}
        renderItem={(r) => <button onClick={() => onClick(r.id)}>Hapus {r.nama}</button>}
        onReorder={vi.fn()}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hapus Cat' }));
    expect(onClick).toHaveBeenCalledWith(2);
  });
});
