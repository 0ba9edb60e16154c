// @vitest-environment jsdom
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog, PromptDialog } from '@/components/ConfirmDialog';
import { useOpenedOnce } from '@/components/useOpenedOnce';

afterEach(cleanup);

describe('confirmation dialogs with a record name inside (issue 23)', () => {
  it('take out a right-to-left override so the name cannot reverse the question', () => {
    render(<ConfirmDialog open title={'Hapus merk "\u202EDulux"?'} content={'Merk \u202EDulux akan dihapus.'} confirmLabel="Hapus" pending={false} onConfirm={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).not.toContain('\u202E');
    expect(screen.getByText('Hapus merk "Dulux"?')).toBeInTheDocument();
    expect(screen.getByText('Merk Dulux akan dihapus.')).toBeInTheDocument();
  });

  it('show a prompt\'s record name without its override', () => {
    render(<PromptDialog open title={'Tolak \u202Ebukti.jpg'} label="Alasan" helperText={'\u202Ebukti.jpg'} pending={false} onSubmit={() => undefined} onClose={() => undefined} />);
    expect(screen.getByRole('dialog').textContent).not.toContain('\u202E');
  });
});

describe('closed dialogs cost nothing until first asked for, then keep what was typed', () => {
  it('a dialog counts as asked for from its first opening on, and stays so once closed', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('a prompt closed by Batal and opened again still holds the reply typed before', async () => {
    const user = userEvent.setup();
    const props = { title: 'Tolak bukti', label: 'Alasan', pending: false, onSubmit: () => undefined, onClose: () => undefined };
    const view = render(<PromptDialog open {...props} />);
    await user.type(screen.getByLabelText('Alasan'), 'Nominal kurang');
    view.rerender(<PromptDialog open={false} {...props} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    view.rerender(<PromptDialog open {...props} />);
    expect(screen.getByLabelText('Alasan')).toHaveValue('Nominal kurang');
  });
});
