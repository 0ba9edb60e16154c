// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadProgress } from '@/components/image-uploader';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

describe('UploadProgress', () => {
  it('shows how many photos are uploaded so far, as text and as a bar', () => {
    renderWithAdmin(<UploadProgress progress={{ done: 2, total: 5 }} />);
    expect(screen.getByText('Mengunggah foto 2 dari 5...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('shows nothing when no upload is running', () => {
    renderWithAdmin(<UploadProgress progress={null} />);
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
  });
});
