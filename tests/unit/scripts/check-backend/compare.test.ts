import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { describeValue, firstMismatch, formatMismatch, formatPath } from '../../../../scripts/check-backend/compare';
import { merkContract } from '@/resources/merk/contract';
import { listOf } from '@/api/schemas/common';

const product = z.object({ id: z.int(), nama: z.string(), harga: z.number(), satuan: z.enum(['SAK', 'BATANG']) });
const products = listOf(product);
const good = { id: 1, nama: 'Semen Gresik 40kg', harga: 52000, satuan: 'SAK' };

describe('firstMismatch: an answer against a contract schema, reduced to its first disagreement', () => {
  it('finds nothing in an answer that fits, bare or in its envelope', () => {
    expect(firstMismatch(products, [good])).toBeNull();
    expect(firstMismatch(products, { data: [good], success: true })).toBeNull();
    expect(firstMismatch(merkContract.list.response, [{ id: 3, nama: 'Avian', slug: 'avian', isActive: true }])).toBeNull();
  });

  it('names the field inside a list item by its path, with the type expected and the value received', () => {
    expect(firstMismatch(products, { data: [good, { ...good, harga: '12.000' }] })).toEqual({
      path: 'data[1].harga',
      expected: 'number',
      received: 'string "12.000"',
    });
  });

  it('follows the union branch that got furthest: an envelope whose data is not a list is wrong at `data`, not at the root', () => {
    expect(firstMismatch(merkContract.list.response, { data: 'bukan daftar' })).toEqual({
      path: 'data',
      expected: 'array',
      received: 'string "bukan daftar"',
    });
  });

  it('says that a required field is missing', () => {
    const { harga: _harga, ...withoutPrice } = good;
    expect(firstMismatch(products, [withoutPrice])).toEqual({ path: '[0].harga', expected: 'number', received: 'nothing (field missing)' });
  });

  it('lists the values an enum allows', () => {
    expect(firstMismatch(products, [{ ...good, satuan: 'KARUNG' }])).toMatchObject({ path: '[0].satuan', expected: 'one of "SAK", "BATANG"', received: 'string "KARUNG"' });
  });

  it('joins what union branches expected at the same place', () => {
    const schema = z.object({ kode: z.union([z.string(), z.number()]) });
    expect(firstMismatch(schema, { kode: null })).toEqual({ path: 'kode', expected: 'string or number', received: 'null' });
  });

  it('reports a wrong root, length limits and unknown keys of a strict object', () => {
    expect(firstMismatch(products, 'oops')).toMatchObject({ path: '(root)', received: 'string "oops"' });
    expect(firstMismatch(z.object({ kode: z.string().check(z.minLength(3)) }), { kode: 'ab' })).toMatchObject({ path: 'kode', expected: 'string of length >= 3' });
    expect(firstMismatch(z.strictObject({ a: z.number() }), { a: 1, b: 2 })).toEqual({ path: '(root)', expected: 'no other keys', received: 'unknown key b' });
  });

  it('reads as one line: path, expected, received', () => {
    expect(formatMismatch({ path: 'data[0].harga', expected: 'number', received: 'string "12.000"' })).toBe('data[0].harga: expected number, received string "12.000"');
  });
});

describe('formatPath and describeValue', () => {
  it('writes paths as code would reach them', () => {
    expect(formatPath([])).toBe('(root)');
    expect(formatPath(['data', 0, 'harga'])).toBe('data[0].harga');
    expect(formatPath([2, 'items'])).toBe('[2].items');
    expect(formatPath(['data', 'nama produk'])).toBe('data["nama produk"]');
  });

  it('shortens long values and tells lists and objects by their size and keys', () => {
    expect(describeValue('x'.repeat(100))).toMatch(/^string "x+…$/);
    expect(describeValue('x'.repeat(100)).length).toBeLessThan(60);
    expect(describeValue([1, 2, 3])).toBe('array (3 items)');
    expect(describeValue([1])).toBe('array (1 item)');
    expect(describeValue({ id: 1, nama: 'a' })).toBe('object {id, nama}');
    expect(describeValue(12)).toBe('number 12');
    expect(describeValue(false)).toBe('boolean false');
  });
});
