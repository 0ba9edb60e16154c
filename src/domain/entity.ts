/**
 * The two selling entities. Their ids are fixed by the backend and never shown; screens show the
 * display name. Any other id is an unknown entity.
 */
export const ENTITY_CV_ID = 'e1b1c5d2-0c1a-4f7e-9a11-0000000000c1';
export const ENTITY_PRIBADI_ID = 'e1b1c5d2-0c1a-4f7e-9a11-0000000000b2';

export type EntityKind = 'CV' | 'PRIBADI' | 'UNKNOWN';

export const ENTITY_DISPLAY_NAME: Record<EntityKind, string> = {
  CV: 'CV Sinar Jaya Bangunan',
  PRIBADI: 'Toko Sinar Jaya (Pribadi)',
  UNKNOWN: 'Unknown',
};

/** The company entity is also recognised by its transaction-code prefix (fulfilment spec, section 1). */
export const entityKind = (entitasId: string | null | undefined, kodeTransaksi?: string | null): EntityKind => {
  if (entitasId === ENTITY_CV_ID) return 'CV';
  if (entitasId === ENTITY_PRIBADI_ID) return 'PRIBADI';
  if (kodeTransaksi?.startsWith('CV-')) return 'CV';
  return 'UNKNOWN';
};

export const entityName = (entitasId: string | null | undefined, kodeTransaksi?: string | null): string =>
  ENTITY_DISPLAY_NAME[entityKind(entitasId, kodeTransaksi)];
