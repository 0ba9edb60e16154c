// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BannerCard } from '@/resources/banner/BannerCard';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

describe('BannerCard', () => {
  it('loads the pictures of the first six banners with the list, those below them only when scrolled near', async () => {
    const { db } = renderWithAdmin(<BannerCard type="main" />);
    // More banners than a window shows, so both kinds of loading are there; the fake backend reads its
    // table when the list's request arrives, after this.
    const seeded = db.mainBanners.length;
    db.mainBanners.push(...Array.from({ length: Math.max(0, 9 - seeded) }, (_, i) => ({ ...db.mainBanners[0]!, id: 900 + i, urutan: seeded + i + 1, judul: `Banner tambahan ${i + 1}` })));
    const rows = await screen.findAllByTestId('banner-row');
    const pictures = rows.map((row) => row.querySelector('img')).filter(Boolean);
    expect(pictures.length).toBeGreaterThan(6);
    expect(pictures.map((picture) => picture?.getAttribute('loading'))).toEqual(pictures.map((_, i) => (i < 6 ? 'eager' : 'lazy')));
  });
});
