import type { ResourceDeclaration } from './declaration';
import merk from './merk';
import produkWeb from './produk-web';
import voucher from './voucher';
import webKategoriProduk from './web-kategori-produk';

/** Every react-admin resource, in sidebar order. Adding a resource is a folder and a line here. */
export const resources: ResourceDeclaration[] = [produkWeb, webKategoriProduk, merk, voucher];
