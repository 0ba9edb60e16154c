// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeApiControls } from '@/fake-api/browserProxy';
import { DEMO_SCENARIOS } from '@/fake-api/scenarios';
import ScenarioDialog from '@/layout/demo/ScenarioDialog';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(() => {
  cleanup();
  delete window.__fakeApi;
});

/** The in-page fake's scenario call, answering when the test says so. */
const stubScenario = () => {
  let answer: (figures: []) => void = () => undefined;
  const scenario = vi.fn(() => new Promise<[]>((resolve) => (answer = resolve)));
  window.__fakeApi = { scenario, scenarioPreview: () => new Promise(() => {}) } as unknown as FakeApiControls;
  return { scenario, answer: () => answer([]) };
};

describe('ScenarioDialog', () => {
  it('applies a scenario once under a double click on Terapkan, held from the first click until it is done', async () => {
    const { scenario, answer } = stubScenario();
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithAdmin(<ScenarioDialog open onClose={onClose} />);
    const first = DEMO_SCENARIOS[0]!;
    await user.click(screen.getByTestId(`scenario-${first.id}`));
    const confirm = await screen.findByRole('dialog', { name: `Terapkan skenario "${first.label}"?` });
    const apply = within(confirm).getByRole('button', { name: 'Terapkan' });
    await user.dblClick(apply);
    expect(apply).toBeDisabled();
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(scenario).toHaveBeenCalledTimes(1);
    expect(scenario).toHaveBeenCalledWith(first.id);
  });

  it('stays open, ready for another try, when the fake backend is not ready', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithAdmin(<ScenarioDialog open onClose={onClose} />);
    await user.click(screen.getByTestId(`scenario-${DEMO_SCENARIOS[0]!.id}`));
    const confirm = await screen.findByRole('dialog', { name: /Terapkan skenario/ });
    await user.click(within(confirm).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Terapkan' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
