// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import homeBuilder from '@/custom-pages/home-builder';
import { HomeBuilderImagePanels } from '@/custom-pages/home-builder/images/HomeBuilderImagePanels';
import { HomeBuilderPage } from '@/custom-pages/home-builder/HomeBuilderPage';
import { countRequests, renderAfterWarming, renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

describe('home builder declaration', () => {
  it('once its code is preloaded, the page paints the batch optimiser in its first commit, not a placeholder that grows', async () => {
    await homeBuilder.preload();
    renderWithAdmin(<HomeBuilderImagePanels />);
    // Synchronously after the first render: a lazy panel would still show its skeleton here.
    expect(screen.getByTestId('batch-dropzone')).toBeInTheDocument();
    expect(document.querySelector('#home-builder-batch .MuiSkeleton-root')).toBeNull();
  });

  it('with its declared reads warmed, the image statistics show in the first render, and no read is sent twice', async () => {
    await homeBuilder.preload();
    const { requests } = await renderAfterWarming(<HomeBuilderImagePanels />, (await homeBuilder.reads?.('')) ?? []);
    // Synchronously after the first render: without the warmed reads it shows its loading skeleton.
    expect(screen.queryByTestId('image-stats-loading')).toBeNull();
    expect(screen.getByTestId('image-stats-total')).toHaveTextContent(/\d/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const read of ['GET /admin/main-banners', 'GET /admin/web-sub-banner', 'GET /admin/web-kategori-produk']) expect(countRequests(requests, read)).toBe(1);
    // The statistics' page of products and the flash sale's list, each once.
    expect(countRequests(requests, 'GET /admin/produk-web')).toBe(2);
  });

  it('the whole page: the statistics in the first render and the cards after it, each read sent once', async () => {
    await homeBuilder.preload();
    const { requests } = await renderAfterWarming(<HomeBuilderPage />, (await homeBuilder.reads?.('')) ?? []);
    // The first render: the figures, and the cards' places below the fold.
    expect(screen.getByTestId('image-stats-total')).toHaveTextContent(/\d/);
    expect(screen.getByTestId('home-builder-cards-loading')).toBeInTheDocument();
    // Then the cards, with the warmed reads the statistics took.
    expect(await screen.findAllByTestId('banner-row')).not.toHaveLength(0);
    expect(await screen.findAllByTestId('category-order-item')).not.toHaveLength(0);
    expect(screen.queryByTestId('home-builder-cards-loading')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const read of ['GET /admin/main-banners', 'GET /admin/web-sub-banner', 'GET /admin/web-kategori-produk']) expect(countRequests(requests, read), read).toBe(1);
    expect(countRequests(requests, 'GET /admin/produk-web')).toBe(2);
  });
});
