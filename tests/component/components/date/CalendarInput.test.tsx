// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, SaveButton } from 'react-admin';
import { IndonesianDateInput } from '@/components/date/IndonesianDateInput';
import { IndonesianDateTimeInput } from '@/components/date/IndonesianDateTimeInput';
import { dateError } from '@/domain/validation';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const setup = (record: Record<string, unknown> = {}) => {
  const onSubmit = vi.fn<(values: Record<string, unknown>) => void>();
  const user = userEvent.setup();
  const validateDay = (value: unknown) => (typeof value === 'string' && value ? (dateError(value, 'Tanggal Mulai') ?? undefined) : undefined);
  renderWithAdmin(
    <Form record={record} onSubmit={onSubmit}>
      <IndonesianDateInput source="mulai" label="Tanggal Mulai" validate={validateDay} />
      <IndonesianDateTimeInput source="tayang" label="Tayang Sejak" />
      <SaveButton alwaysEnable />
    </Form>,
  );
  const field = (name: string) => screen.getByRole('group', { name });
  const text = (name: string) => (field(name).parentElement?.querySelector('input') as HTMLInputElement).value;
  const submit = () => user.click(screen.getByRole('button', { name: 'Simpan' }));
  return { user, field, text, submit, onSubmit };
};

describe('IndonesianDateInput and IndonesianDateTimeInput', () => {
  it('show stored values the Indonesian way (10/12/2026, 14.30) and submit them unchanged', async () => {
    const { text, submit, onSubmit } = setup({ mulai: '2026-12-10', tayang: '2026-12-10T14:30' });
    expect(text('Tanggal Mulai')).toBe('10/12/2026');
    expect(text('Tayang Sejak')).toBe('10/12/2026 14.30');
    expect(screen.getAllByRole('button', { name: 'Pilih tanggal, tanggal terpilih 10 Des 2026' })).toHaveLength(2);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ mulai: '2026-12-10', tayang: '2026-12-10T14:30' });
  });

  it('an empty field shows the Indonesian placeholders HH/BB/TTTT and jj.mm', async () => {
    const { user, field } = setup();
    await user.click(within(field('Tanggal Mulai')).getByRole('spinbutton', { name: 'Hari' }));
    expect(field('Tanggal Mulai')).toHaveTextContent('HH/BB/TTTT');
    await user.click(within(field('Tayang Sejak')).getByRole('spinbutton', { name: 'Hari' }));
    expect(field('Tayang Sejak')).toHaveTextContent('HH/BB/TTTT jj.mm');
  });

  it('typed digits day first are stored as YYYY-MM-DD', async () => {
    const { user, field, submit, onSubmit } = setup();
    await user.click(within(field('Tanggal Mulai')).getByRole('spinbutton', { name: 'Hari' }));
    await user.keyboard('05012027');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ mulai: '2027-01-05' });
  });

  it('a half-typed date is refused as not a date, keeps what was typed and is not submitted', async () => {
    const { user, field, text, submit, onSubmit } = setup();
    await user.click(within(field('Tanggal Mulai')).getByRole('spinbutton', { name: 'Hari' }));
    await user.keyboard('0512');
    await user.tab();
    await submit();
    expect(await screen.findByText('Tanggal Mulai bukan tanggal yang valid.')).toBeInTheDocument();
    expect(text('Tanggal Mulai')).toBe('05/12/TTTT');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a year before 2000 is refused by the shop rule in Indonesian, not by the picker', async () => {
    const { user, field, submit, onSubmit } = setup();
    await user.click(within(field('Tanggal Mulai')).getByRole('spinbutton', { name: 'Hari' }));
    await user.keyboard('01011999');
    await submit();
    expect(await screen.findByText('Tanggal Mulai harus di antara tahun 2000 dan 2100.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
