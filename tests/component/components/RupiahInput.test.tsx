// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, SaveButton, minValue, required } from 'react-admin';
import { RupiahInput, type RupiahInputProps } from '@/components/RupiahInput';
import { renderWithAdmin } from '../renderWithAdmin';

afterEach(cleanup);

const setup = (record: Record<string, unknown> = {}, props: Partial<RupiahInputProps> = {}) => {
  const onSubmit = vi.fn<(values: Record<string, unknown>) => void>();
  const user = userEvent.setup();
  renderWithAdmin(
    <Form record={record} onSubmit={onSubmit}>
      <RupiahInput source="harga" label="Harga Jual" {...props} />
      <SaveButton alwaysEnable />
    </Form>,
  );
  const input = () => screen.getByLabelText(/Harga Jual/) as HTMLInputElement;
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
  };
  return { user, input, submit, onSubmit };
};

describe('RupiahInput', () => {
  it('shows a stored amount with thousands separators and an Rp adornment', () => {
    const { input } = setup({ harga: 1250000 });
    expect(input()).toHaveValue('1.250.000');
    expect(screen.getByText('Rp')).toBeInTheDocument();
    expect(input()).toHaveAttribute('inputmode', 'numeric');
  });

  it('groups digits while typing and submits a plain integer', async () => {
    const { user, input, submit, onSubmit } = setup();
    await user.type(input(), '1250000');
    expect(input()).toHaveValue('1.250.000');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ harga: 1250000 });
  });

  it('keeps letters typed between digits on screen and refuses them, rather than reading 12.500', async () => {
    const { user, input, submit, onSubmit } = setup();
    await user.type(input(), '12abc500');
    expect(input()).toHaveValue('12abc500');
    await submit();
    expect(await screen.findByText('Nominal tidak terbaca. Tulis angka rupiah, misalnya 1.500.000.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the caret after a digit typed in the middle', async () => {
    const { user, input } = setup({ harga: 1250000 });
    input().focus();
    input().setSelectionRange(4, 4); // '1.25|0.000'
    await user.keyboard('9');
    expect(input()).toHaveValue('12.590.000');
    expect(input().selectionStart).toBe(5); // '12.59|0.000'
  });

  it('stores null, not 0, when emptied', async () => {
    const { user, input, submit, onSubmit } = setup({ harga: 5000 });
    await user.clear(input());
    expect(input()).toHaveValue('');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ harga: null });
  });

  it('shows validator messages under the field and does not submit', async () => {
    const { user, input, submit, onSubmit } = setup({}, { validate: [required('Harga wajib diisi.'), minValue(1000, 'Minimal Rp1.000.')] });
    await submit();
    expect(await screen.findByText('Harga wajib diisi.')).toBeInTheDocument();
    await user.type(input(), '500');
    await submit();
    expect(await screen.findByText('Minimal Rp1.000.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input()).toHaveValue('500');
  });

  it('reads a pasted amount with prefix and separators', () => {
    const { input } = setup();
    fireEvent.change(input(), { target: { value: 'Rp 2.500.000' } });
    expect(input()).toHaveValue('2.500.000');
  });

  it('cannot be edited when disabled', () => {
    const { input } = setup({ harga: 1000 }, { disabled: true });
    expect(input()).toBeDisabled();
  });
});

describe('RupiahInput reads Indonesian typing by the one number rule', () => {
  it('1.000.000,50 shows the Indonesian message, does not submit, and the text stays', async () => {
    const { user, input, submit, onSubmit } = setup();
    await user.type(input(), '1.000.000,50');
    expect(input()).toHaveValue('1.000.000,50');
    await submit();
    expect(await screen.findByText('Rupiah harus bilangan bulat (tanpa sen).')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input()).toHaveValue('1.000.000,50');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['0,5', 'Rupiah harus bilangan bulat (tanpa sen).'],
    ['1e6', 'Notasi ilmiah (seperti 1e6) tidak dapat dipakai. Tulis angkanya lengkap, misalnya 1.000.000.'],
    ['-5000', 'Nominal tidak boleh negatif.'],
    ['1,2,3', 'Koma hanya boleh satu, sebagai pemisah desimal (misalnya 2,5).'],
  ])('typing %j is refused with its message and kept on screen', async (typed, message) => {
    const { user, input, submit, onSubmit } = setup();
    await user.type(input(), typed);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input()).toHaveValue(typed);
  });

  it('a pasted 1.00.0 is refused as pasted, not read as 1.000', async () => {
    const { input, submit, onSubmit } = setup({ harga: 5000 });
    fireEvent.change(input(), { target: { value: '1.00.0' } });
    expect(input()).toHaveValue('1.00.0');
    await submit();
    expect(await screen.findByText('Titik adalah pemisah ribuan dan harus ada tiap 3 angka, misalnya 1.000.000.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('1.000,00 is 1000, shown as 1.000 once the field is left', async () => {
    const { user, input, submit, onSubmit } = setup();
    await user.type(input(), '1.000,00');
    expect(input()).toHaveValue('1.000,00');
    await user.tab();
    expect(input()).toHaveValue('1.000');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ harga: 1000 });
  });

  it('fixing refused text by deleting the sen submits the amount', async () => {
    const { user, input, submit, onSubmit } = setup();
    await user.type(input(), '12.000,50');
    await user.type(input(), '{Backspace}{Backspace}{Backspace}');
    expect(input()).toHaveValue('12.000');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ harga: 12000 });
  });

  it('the same digits pasted over the whole amount keep every digit; Backspace on the dot still takes the digit before it (issue 24)', async () => {
    const { user, input, submit, onSubmit } = setup({ harga: 75500 });
    await user.click(input());
    input().setSelectionRange(0, input().value.length);
    await user.paste('75500');
    expect(input()).toHaveValue('75.500');
    input().setSelectionRange(3, 3);
    await user.keyboard('{Backspace}');
    expect(input()).toHaveValue('7.500');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ harga: 7500 });
  });

  it('an amount above Rp999.999.999.999 is refused and kept', async () => {
    const { user, input, submit, onSubmit } = setup();
    await user.type(input(), '1000000000000');
    expect(input()).toHaveValue('1.000.000.000.000');
    await submit();
    expect(await screen.findByText('Nominal terlalu besar (maksimal Rp999.999.999.999).')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('RupiahInput with a step', () => {
  it('ArrowUp and ArrowDown move the amount by the step, never below 0', async () => {
    const { user, input } = setup({ harga: 1500 }, { step: 1000 });
    input().focus();
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('2.500');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input()).toHaveValue('0');
  });

  it('arrow keys leave refused text as typed', async () => {
    const { user, input } = setup({}, { step: 1000 });
    await user.type(input(), '1e6');
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('1e6');
  });

  it('arrow keys do nothing without a step', async () => {
    const { user, input } = setup({ harga: 1500 });
    input().focus();
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('1.500');
  });
});
