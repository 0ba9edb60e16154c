import { describe, expect, it } from 'vitest';
import { ENTITY_CV_ID, ENTITY_DISPLAY_NAME, ENTITY_PRIBADI_ID, entityKind, entityName } from '../../../src/domain/entity';

describe('entityKind / entityName', () => {
  it('recognises the CV entity id', () => {
    expect(entityKind(ENTITY_CV_ID)).toBe('CV');
    expect(entityName(ENTITY_CV_ID)).toBe(ENTITY_DISPLAY_NAME.CV);
  });

  it('recognises the Pribadi entity id', () => {
    expect(entityKind(ENTITY_PRIBADI_ID)).toBe('PRIBADI');
    expect(entityName(ENTITY_PRIBADI_ID)).toBe(ENTITY_DISPLAY_NAME.PRIBADI);
  });

  it('falls back to CV when the id is unknown but the transaction code starts with CV-', () => {
    expect(entityKind('lain', 'CV-20260315-0001')).toBe('CV');
    expect(entityKind(null, 'CV-20260315-0001')).toBe('CV');
    expect(entityName(undefined, 'CV-1')).toBe('CV Sinar Jaya Bangunan');
  });

  it('lets a known entity id win over the transaction code prefix', () => {
    expect(entityKind(ENTITY_PRIBADI_ID, 'CV-20260315-0001')).toBe('PRIBADI');
  });

  it("gives 'Unknown' for any other id or code", () => {
    expect(entityKind('lain', 'INV-1')).toBe('UNKNOWN');
    expect(entityName('lain', 'INV-1')).toBe('Unknown');
    expect(entityName(null)).toBe('Unknown');
    expect(entityName(undefined, null)).toBe('Unknown');
    // Only the exact upper-case prefix with a hyphen counts.
    expect(entityName('lain', 'cv-1')).toBe('Unknown');
    expect(entityName('lain', 'CV1')).toBe('Unknown');
  });

  it('uses distinct display names for the two entities', () => {
    expect(ENTITY_DISPLAY_NAME.CV).not.toBe(ENTITY_DISPLAY_NAME.PRIBADI);
  });
});
