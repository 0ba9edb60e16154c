import { describe, expect, it } from 'vitest';
import { priceDisplay } from '@/resources/produk-web/rules/priceDisplay';

describe('product list price column (catalogue spec §2)', () => {
  it('DISKON: the displayed price, the struck-through price and a SALE badge', () => {
    expect(priceDisplay({ hargaTampil: 57800, hargaCoret: 68000, tipeHarga: 'DISKON' })).toEqual({ price: 'Rp57.800', struck: 'Rp68.000', badge: 'SALE' });
  });

  it('GROSIR: the displayed price and a GROSIR badge, nothing struck', () => {
    expect(priceDisplay({ hargaTampil: 210000, hargaCoret: null, tipeHarga: 'GROSIR' })).toEqual({ price: 'Rp210.000', struck: null, badge: 'GROSIR' });
  });

  it('normal (any casing): only the displayed price', () => {
    expect(priceDisplay({ hargaTampil: 3500, tipeHarga: 'normal' })).toEqual({ price: 'Rp3.500', struck: null, badge: null });
  });

  it('a stray struck price without DISKON is not shown', () => {
    expect(priceDisplay({ hargaTampil: 3500, hargaCoret: 4000, tipeHarga: 'NORMAL' }).struck).toBeNull();
  });

  it('without a computed price: the selling price, else the cheapest variant, else Rp0', () => {
    expect(priceDisplay({ hargaJual: 45000 }).price).toBe('Rp45.000');
    expect(priceDisplay({ hargaJual: null, varian: [{ hargaJual: 99000 }, { hargaJual: 95000 }] }).price).toBe('Rp95.000');
    expect(priceDisplay({}).price).toBe('Rp0');
  });
});
