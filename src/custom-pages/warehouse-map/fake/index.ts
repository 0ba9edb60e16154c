import { defineFakeArea } from '../../../fake-api/area';
import { warehouseMapContract } from '../contract';
import { warehouseMapHandlers } from './handlers';
import { seedWarehouseKoli, seedWarehouseStock, seedWarehouseZones, type WarehouseKoliRecord, type WarehouseStockRecord, type WarehouseZoneRecord } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    warehouseZones: WarehouseZoneRecord[];
    /** Pieces per product and location; a row is dropped when its location is emptied. */
    warehouseStock: WarehouseStockRecord[];
    warehouseKoli: WarehouseKoliRecord[];
  }
}

export default defineFakeArea({
  name: 'warehouse-map',
  contract: warehouseMapContract,
  handlers: warehouseMapHandlers,
  tables: {
    warehouseZones: () => seedWarehouseZones(),
    // The admin products are the cashier system's (read only here): stock is kept for those ids.
    warehouseKoli: ({ table }) => seedWarehouseKoli(table('produkKasir')),
    warehouseStock: ({ table }) => seedWarehouseStock(table('produkKasir'), table('warehouseZones'), table('warehouseKoli')),
  },
});
