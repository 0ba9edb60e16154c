// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import homeBuilder from '@/custom-pages/home-builder';
import { HomeBuilderImagePanels } from '@/custom-pages/home-builder/images/HomeBuilderImagePanels';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

describe('home builder declaration', () => {
  it('once its code is preloaded, the page paints the batch optimiser in its first commit, not a placeholder that grows', async () => {
    await homeBuilder.preload();
    renderWithAdmin(<HomeBuilderImagePanels />);
    // Synchronously after the first render: a lazy panel would still show its skeleton here.
    expect(screen.getByTestId('batch-dropzone')).toBeInTheDocument();
    expect(document.querySelector('#home-builder-batch .MuiSkeleton-root')).toBeNull();
  });
});
