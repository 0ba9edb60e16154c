import type { ResourceDeclaration } from './declaration';
import banner from './banner';
import merk from './merk';
import notifications from './notifications';
import penjualanWeb from './penjualan-web';
import produkWeb from './produk-web';
import review from './review';
import voucher from './voucher';
import webKategoriProduk from './web-kategori-produk';

/** Every react-admin resource. Adding one is a folder and a line here. */
export const resources: readonly ResourceDeclaration[] = [produkWeb, webKategoriProduk, merk, voucher, ...banner, penjualanWeb, review, notifications];

/** Each resource's data mapping, loaded on first use, for the dataProvider. */
export const resourceEntries = Object.fromEntries(resources.map((resource) => [resource.name, resource.data]));
