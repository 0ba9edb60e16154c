// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, SaveButton, maxValue } from 'react-admin';
import { PercentInput, type PercentInputProps } from '@/components/PercentInput';
import { WholeNumberInput } from '@/components/NumberTextInput';
import { renderWithAdmin } from '../renderWithAdmin';

afterEach(cleanup);

const setup = (record: Record<string, unknown> = {}, props: Partial<PercentInputProps> = {}) => {
  const onSubmit = vi.fn<(values: Record<string, unknown>) => void>();
  const user = userEvent.setup();
  renderWithAdmin(
    <Form record={record} onSubmit={onSubmit}>
      <PercentInput source="persen" label="Diskon (%)" {...props} />
      <WholeNumberInput source="jumlah" label="Jumlah" />
      <SaveButton alwaysEnable />
    </Form>,
  );
  const input = () => screen.getByRole('spinbutton', { name: /Diskon/ }) as HTMLInputElement;
  const count = () => screen.getByRole('spinbutton', { name: /Jumlah/ }) as HTMLInputElement;
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
  };
  return { user, input, count, submit, onSubmit };
};

describe('PercentInput', () => {
  it('shows a stored percentage the Indonesian way, with a % suffix', () => {
    const { input } = setup({ persen: 2.5 });
    expect(input()).toHaveValue('2,5');
    expect(screen.getByText('%')).toBeInTheDocument();
    expect(input()).toHaveAttribute('inputmode', 'decimal');
    expect(input()).toHaveAttribute('aria-valuenow', '2.5');
  });

  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['7,5', 7.5],
    ['12,25', 12.25],
    ['100', 100],
  ])('typing %j submits %j', async (typed, value) => {
    const { user, input, submit, onSubmit } = setup();
    await user.type(input(), typed);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ persen: value });
  });

  it('keeps decimals to the step: with step 0.1, 2,55 is refused and kept', async () => {
    const { user, input, submit, onSubmit } = setup({}, { step: 0.1 });
    await user.type(input(), '2,55');
    await submit();
    expect(await screen.findByText('Persentase paling banyak 1 angka di belakang koma.')).toBeInTheDocument();
    expect(input()).toHaveValue('2,55');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with step 1 only whole percents are taken', async () => {
    const { user, input, submit, onSubmit } = setup({}, { step: 1 });
    await user.type(input(), '2,5');
    await submit();
    expect(await screen.findByText('Persentase harus bilangan bulat, tanpa angka di belakang koma.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refused text comes first, then the field\'s own validators speak', async () => {
    const { user, input, submit, onSubmit } = setup({}, { validate: maxValue(100, 'Maksimal 100.') });
    await user.type(input(), '1.000');
    await submit();
    expect(await screen.findByText('Persentase tidak memakai pemisah ribuan. Tulis desimal dengan koma, misalnya 2,5.')).toBeInTheDocument();
    await user.clear(input());
    await user.type(input(), '120');
    expect(await screen.findByText('Maksimal 100.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('2.5 is shown as 2,5 once the field is left; refused text stays as typed', async () => {
    const { user, input } = setup();
    await user.type(input(), '2.5');
    expect(input()).toHaveValue('2.5');
    await user.tab();
    expect(input()).toHaveValue('2,5');
    await user.clear(input());
    await user.type(input(), '2,5,0');
    await user.tab();
    expect(input()).toHaveValue('2,5,0');
  });

  it('ArrowUp and ArrowDown step like a number input, within min and max', async () => {
    const { user, input } = setup({ persen: 2.5 }, { step: 0.1, min: 0, max: 100 });
    input().focus();
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('2,6');
    await user.clear(input());
    await user.type(input(), '99,95');
    await user.keyboard('{ArrowUp}');
    // 99,95 was refused (two decimals): the arrow leaves it as typed.
    expect(input()).toHaveValue('99,95');
    await user.clear(input());
    await user.type(input(), '99,9');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).toHaveValue('100');
    await user.clear(input());
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveValue('0');
  });

  it('emptied, it submits null', async () => {
    const { user, input, submit, onSubmit } = setup({ persen: 10 });
    await user.clear(input());
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ persen: null });
  });
});

describe('WholeNumberInput', () => {
  it.each([
    ['15', 15],
    ['1.000', 1000],
  ])('typing %j submits %j', async (typed, value) => {
    const { user, count, submit, onSubmit } = setup();
    await user.type(count(), typed);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ jumlah: value });
  });

  it('1,5 is refused in Indonesian and kept', async () => {
    const { user, count, submit, onSubmit } = setup();
    await user.type(count(), '1,5');
    await submit();
    expect(await screen.findByText('Harus bilangan bulat, tanpa angka di belakang koma.')).toBeInTheDocument();
    expect(count()).toHaveValue('1,5');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no native number validation', () => {
    const { count } = setup();
    expect(count().type).toBe('text');
    expect(count()).toHaveAttribute('inputmode', 'numeric');
    for (const attribute of ['min', 'max', 'step']) expect(count()).not.toHaveAttribute(attribute);
  });
});
