// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, SaveButton, minValue, required } from 'react-admin';
import { RupiahInput, type RupiahInputProps } from '../../../src/components/RupiahInput';
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

  it('ignores letters typed between digits', async () => {
    const { user, input } = setup();
    await user.type(input(), '12abc500');
    expect(input()).toHaveValue('12.500');
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

describe('RupiahInput with a step', () => {
  it('ArrowUp and ArrowDown move the amount by the step, never below 0', async () => {
    const { user, input } = setup({ harga: 1500 }, { step: 1000 });
    input().focus();
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('2.500');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input()).toHaveValue('0');
  });

  it('arrow keys do nothing without a step', async () => {
    const { user, input } = setup({ harga: 1500 });
    input().focus();
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('1.500');
  });
});
