import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { driftSnapshot } from '@/api/drift';
import { withDrift } from '@/fake-api/drift';
import { DRIFT_PRESET } from '@/fake-api/driftPreset';
import { renderWithAdmin, type RenderWithAdminOptions } from '../renderWithAdmin';

/** The screen over the drifting fake (fake-api/driftPreset.ts): a real server's shapes, not the fake's own. */
export const renderDrifting = (ui: ReactElement, options: Omit<RenderWithAdminOptions, 'wrapBackend'> = {}) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(ui, { ...options, wrapBackend: (fetch) => withDrift(fetch, DRIFT_PRESET) });
  return { ...view, user };
};

/** What the drift counter holds for an endpoint (`GET /admin/pending-cash`). */
export const driftOf = (source: string) => driftSnapshot()[source] ?? [];

/** Opens the first 'data tidak lengkap' mark on screen and checks its dialog shows the raw fields sent. */
export const openFirstMark = async (user: ReturnType<typeof userEvent.setup>, rawText: string) => {
  const marks = await screen.findAllByTestId('incomplete-mark', undefined, { timeout: 8000 });
  expect(marks[0]).toHaveTextContent('data tidak lengkap');
  await user.click(marks[0] as HTMLElement);
  const dialog = await screen.findByTestId('incomplete-dialog');
  expect(within(dialog).getByTestId('incomplete-raw')).toHaveTextContent(rawText);
  await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
  return marks;
};
