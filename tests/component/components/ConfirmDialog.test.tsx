// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog, PromptDialog } from '@/components/ConfirmDialog';

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
