import { reportReads } from '../../api/reportReads';
import { laporanProdukTerjualContract } from './contract';

/** The report for the period in the address, started at navigation. */
export const reads = reportReads(laporanProdukTerjualContract.report);
