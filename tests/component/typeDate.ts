import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Types a `YYYY-MM-DD` day into an app date field (MUI X picker) as an administrator would: day first. */
export const typeDate = async (user: ReturnType<typeof userEvent.setup>, label: RegExp | string, isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  await user.click(within(await screen.findByRole('group', { name: label })).getByRole('spinbutton', { name: 'Hari' }));
  await user.keyboard(`${day}${month}${year}`);
};
