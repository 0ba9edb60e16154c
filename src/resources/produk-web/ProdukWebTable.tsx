import { Box, Divider, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { WebProduct } from './schemas';
import { PriceCell } from './PriceCell';
import { ProdukWebRowActions } from './ProdukWebRowActions';
import { ProdukWebSummaryCell } from './ProdukWebSummaryCell';
import { PublishStatusChip } from './PublishStatusChip';
import { format } from '../../i18n/format';
import { messages } from '../../i18n/messages';
import { produkWebMessages } from './messages';
import { useIsPhone } from '../../components/useIsPhone';

const COLUMNS = ['colProduct', 'colBrand', 'colPrice', 'colStatus'] as const;

/** One placeholder row per product the page will hold, shown at once (not after a delay). */
const SkeletonRows = ({ rows }: { rows: number }) => (
  <>
    {Array.from({ length: rows }, (_, index) => (
      <TableRow key={index} data-testid="product-skeleton-row">
        <TableCell>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Skeleton variant="rounded" width={56} height={56} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="70%" />
              <Skeleton width="45%" />
            </Box>
          </Box>
        </TableCell>
        <TableCell>
          <Skeleton width={80} />
        </TableCell>
        <TableCell>
          <Skeleton width={90} />
        </TableCell>
        <TableCell>
          <Skeleton variant="rounded" width={60} height={24} />
        </TableCell>
        <TableCell>
          <Skeleton width={120} sx={{ ml: 'auto' }} />
        </TableCell>
      </TableRow>
    ))}
  </>
);

/**
 * A page without products: a search that found nothing, or the page after a last full one (the API
 * sends no total, so a full page always offers a next one). "No products at all" is the list's own
 * empty page.
 */
const NoRowsRow = ({ q }: { q: string }) => {
  return (
    <TableRow>
      <TableCell colSpan={COLUMNS.length + 1} sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h6" gutterBottom>
          {q ? produkWebMessages.noMatch : produkWebMessages.noMorePage}
        </Typography>
        {q && (
          <Typography variant="body2" color="text.secondary">
            {format(produkWebMessages.noMatchHint, { q })}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
};

/** On a phone: one block per product (photo, title, slug; price, status and actions under it). */
const ProdukWebCompactRows = ({ rows, first, q, isPending }: { rows: WebProduct[]; first: number; q: string; isPending: boolean }) => {
  if (isPending) return <Stack spacing={1} sx={{ p: 2 }}>{[0, 1, 2].map((key) => <Skeleton key={key} variant="rounded" height={88} />)}</Stack>;
  if (rows.length === 0) {
    return (
      <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h6" gutterBottom>
          {q ? produkWebMessages.noMatch : produkWebMessages.noMorePage}
        </Typography>
      </Box>
    );
  }
  return (
    <Stack divider={<Divider />} aria-label={produkWebMessages.listTitle} data-testid="product-compact-list">
      {rows.map((product, index) => (
        <Box key={product.id} sx={{ p: 1.5 }} data-testid="product-row">
          <ProdukWebSummaryCell product={product} number={first + index} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <PriceCell product={product} />
            </Box>
            <PublishStatusChip published={Boolean(product.isPublishedInduk)} />
            <ProdukWebRowActions product={product} compact />
          </Box>
        </Box>
      ))}
    </Stack>
  );
};

/** The product list's table: product, brand, price, status and actions; compact blocks on a phone. */
export const ProdukWebTable = () => {
  const { data, isPending, page, perPage, filterValues } = useListContext<WebProduct>();
  const isPhone = useIsPhone();
  const q = typeof filterValues.q === 'string' ? filterValues.q : '';
  const rows = data ?? [];
  if (isPhone) return <ProdukWebCompactRows rows={rows} first={(page - 1) * perPage + 1} q={q} isPending={isPending} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={produkWebMessages.listTitle}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{produkWebMessages[column]}</TableCell>
            ))}
            <TableCell align="right">{messages.common.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending ? (
            <SkeletonRows rows={perPage} />
          ) : rows.length === 0 ? (
            <NoRowsRow q={q} />
          ) : (
            rows.map((product, index) => (
              <TableRow key={product.id} hover data-testid="product-row">
                <TableCell>
                  <ProdukWebSummaryCell product={product} number={(page - 1) * perPage + index + 1} />
                </TableCell>
                <TableCell>{product.merk || produkWebMessages.noBrand}</TableCell>
                <TableCell>
                  <PriceCell product={product} />
                </TableCell>
                <TableCell>
                  <PublishStatusChip published={Boolean(product.isPublishedInduk)} />
                </TableCell>
                <TableCell align="right">
                  <ProdukWebRowActions product={product} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
