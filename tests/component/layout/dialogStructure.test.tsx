// @vitest-environment jsdom
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog, PromptDialog } from '@/components/ConfirmDialog';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb } from '@/fake-api/db';
import { DIALOG_FORM_LAYOUT, shopTheme } from '@/layout/theme';
import { FullRefundDialog, PartialRefundDialog, RefundResultDialog } from '@/resources/penjualan-web/order-center/refunds/RefundDialogs';
import { canRefundItems, itemRefundLines } from '@/resources/penjualan-web/shared/rules/refund';
import { renderWithAdmin } from '../renderWithAdmin';

afterEach(cleanup);

/**
 * Issue 24 item 7: a tall dialog scrolls its content and keeps its actions in view. The browser's
 * layout is the e2e test's (refunds.spec.ts at 1440x900); here the structure that gives it: the paper
 * scrolls nothing itself (scroll="paper"), the actions are never inside the scrolling content, and a
 * form between the paper and its parts is the paper's bounded column.
 */

const order = () => {
  const found = createSeedDb(new Date(), fakeAreas).penjualanWeb.find((o) => o.status_pembayaran === 'LUNAS' && o.items.length >= 2 && canRefundItems(o, itemRefundLines(o.items)));
  if (!found) throw new Error('no refundable order in the seed');
  return found;
};

const noop = () => undefined;

const DIALOGS: Array<[string, () => ReactElement]> = [
  ['Refund (full)', () => <FullRefundDialog order={order()} open onClose={noop} onDone={noop} />],
  ['Partial Refund', () => <PartialRefundDialog order={order()} open onClose={noop} onDone={noop} />],
  ['the refund result', () => <RefundResultDialog outcome={{ total: 1000, pendingCashId: 7 }} onClose={noop} />],
  ['ConfirmDialog', () => <ConfirmDialog open title="Yakin?" content="Isi" confirmLabel="Ya" pending={false} onConfirm={noop} onClose={noop} />],
  ['PromptDialog', () => <PromptDialog open title="Alasan?" label="Alasan" pending={false} onSubmit={noop} onClose={noop} />],
];

describe('every dialog keeps its actions outside its scrolling content', () => {
  it.each(['light', 'dark'] as const)('the %s theme makes every dialog scroll its paper’s content and lays a form out as the paper’s column', (mode) => {
    const dialog = shopTheme(mode).components?.MuiDialog as { defaultProps?: { scroll?: string }; styleOverrides?: { paper?: Record<string, unknown> } } | undefined;
    expect(dialog?.defaultProps?.scroll).toBe('paper');
    expect(dialog?.styleOverrides?.paper?.['& > form']).toEqual(DIALOG_FORM_LAYOUT);
  });

  it.each(DIALOGS)('%s: the actions sit outside the DialogContent, and a form around them is a bounded flex column', (_name, render) => {
    renderWithAdmin(<ThemeProvider theme={createTheme(shopTheme('light'))}>{render()}</ThemeProvider>);
    const paper = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    expect(paper.closest('.MuiDialog-container')).toHaveClass('MuiDialog-scrollPaper');
    const actions = paper.querySelector('.MuiDialogActions-root');
    const content = paper.querySelector('.MuiDialogContent-root');
    expect(actions).not.toBeNull();
    expect(content).not.toBeNull();
    expect(actions?.closest('.MuiDialogContent-root')).toBeNull();
    expect(content?.contains(actions as Node)).toBe(false);
    const form = actions?.closest('form');
    if (form && paper.contains(form)) {
      expect(form.parentElement).toBe(paper);
      const style = getComputedStyle(form);
      expect(style.display).toBe('flex');
      expect(style.flexDirection).toBe('column');
      expect(['0', '0px']).toContain(style.minHeight);
    }
  });
});

/** Every source file under src/. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx$/.test(name) ? [path] : [];
  });

describe('every <Dialog in src/ (a structure check of the source)', () => {
  const files = sources(join(__dirname, '../../../src')).filter((file) => /<Dialog\b/.test(readFileSync(file, 'utf8')));

  it('finds the dialogs', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  it.each(files.map((file) => [relative(join(__dirname, '../../..'), file), file]))('%s never puts DialogActions inside DialogContent, nor scrolls the whole dialog', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/scroll=["{]'?body/);
    for (const match of text.matchAll(/<DialogContent\b[^>]*?(?<!\/)>([\s\S]*?)<\/DialogContent>/g)) {
      expect(match[1]).not.toMatch(/<DialogActions\b|<DialogSaveActions\b/);
    }
  });
});
