import cashbackSettings from './cashback-settings';
import chatManagement from './chat-management';
import dashboard from './dashboard';
import homeBuilder from './home-builder';
import laporanPenjualanWeb from './laporan-penjualan-web';
import laporanProdukTerjual from './laporan-produk-terjual';
import laporanRefundWeb from './laporan-refund-web';
import pendingCash from './pending-cash';
import transactionLogs from './transaction-logs';
import warehouseMap from './warehouse-map';
import type { PageDeclaration } from './declaration';

/** Every bespoke page. Adding one is a folder and a line here. */
export const pages: readonly PageDeclaration[] = [dashboard, homeBuilder, cashbackSettings, laporanPenjualanWeb, laporanProdukTerjual, laporanRefundWeb, warehouseMap, chatManagement, ...pendingCash, transactionLogs];
