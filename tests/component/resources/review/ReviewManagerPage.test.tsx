// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewManagerPage } from '@/resources/review/ReviewManagerPage';
import { formatAverageRating, reviewStats } from '@/resources/review/rules/stats';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

describe('ReviewManagerPage', () => {
  it('shows the four stats over every review and the newest ten as cards', async () => {
    const { db } = renderWithAdmin(<ReviewManagerPage />, { initialPath: '/review-manager' });
    const stats = reviewStats(db.review);
    await waitFor(() => expect(screen.getByTestId('review-stat-total-value')).toHaveTextContent(String(db.review.length)));
    expect(screen.getByTestId('review-stat-average-value')).toHaveTextContent(formatAverageRating(stats.average));
    expect(screen.getByTestId('review-stat-average-value').textContent).toMatch(/^\d,\d$/);
    expect(screen.getByTestId('review-stat-products-value')).toHaveTextContent(String(stats.products));
    expect(screen.getByTestId('review-stat-photos-value')).toHaveTextContent(String(stats.withPhotos));
    // The first cards paint first, the rest of the page right after.
    await waitFor(() => expect(screen.getAllByTestId('review-card')).toHaveLength(10));
    const newest = [...db.review].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    expect(screen.getAllByTestId('review-buyer')[0]).toHaveTextContent(newest.userName);
  });

  it("shows a failed list with the server's words and 'Coba Lagi', and dashes in the stats", async () => {
    renderWithAdmin(<ReviewManagerPage />, {
      initialPath: '/review-manager',
      faults: [{ method: 'GET', path: '/admin/reviews', status: 500, body: { error: 'Server review sedang gangguan.' } }],
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Server review sedang gangguan.');
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('review-stat-total-value')).toHaveTextContent('–'));
  });

  it('says so when a search matches nothing, while the stats still count every review', async () => {
    const { db } = renderWithAdmin(<ReviewManagerPage />, { initialPath: `/review-manager?filter=${encodeURIComponent(JSON.stringify({ q: 'tidak-ada-yang-cocok' }))}` });
    expect(await screen.findByTestId('review-no-match')).toHaveTextContent('Tidak ada review yang cocok dengan pencarian atau filter.');
    await waitFor(() => expect(screen.getByTestId('review-stat-total-value')).toHaveTextContent(String(db.review.length)));
  });
});
