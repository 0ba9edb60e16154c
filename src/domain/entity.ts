import { config } from '../config';

/**
 * The two selling entities. Their ids are the backend's (settings `VITE_ENTITY_CV_ID` and
 * `VITE_ENTITY_PRIBADI_ID`, read in `config.ts`; the fake backend uses the same) and never shown;
 * screens show the display name. Any other id is an unknown entity.
 */
export const ENTITY_CV_ID: string = config.entityCvId;
export const ENTITY_PRIBADI_ID: string = config.entityPribadiId;

export type EntityKind = 'CV' | 'PRIBADI' | 'UNKNOWN';

export const ENTITY_DISPLAY_NAME: Record<EntityKind, string> = {
  CV: 'CV Sinar Jaya Bangunan',
  PRIBADI: 'Toko Sinar Jaya (Pribadi)',
  UNKNOWN: 'Unknown',
};

/**
 * Which entity an order (or any record with an entity id) belongs to. The spec's three rules for the
 * company: its fixed id; an entity id containing "CV" (operations spec §1); a transaction
 * code beginning with `CV-` (order spec §1 and §7). A configured id decides first, so the
 * personal entity's id wins over a `CV-` code. The badge, the entity filter and the refund route all
 * read this one rule, so an order shown as CV is refunded as CV.
 */
export const entityKind = (entitasId: string | null | undefined, kodeTransaksi?: string | null): EntityKind => {
  const id = entitasId?.trim() ?? '';
  if (id === ENTITY_CV_ID) return 'CV';
  if (id === ENTITY_PRIBADI_ID) return 'PRIBADI';
  if (id.includes('CV')) return 'CV';
  if (kodeTransaksi?.startsWith('CV-')) return 'CV';
  return 'UNKNOWN';
};

/** The id to send as `entitas_id` when filtering by an entity (the configured one). */
export const entityIdOf = (kind: Exclude<EntityKind, 'UNKNOWN'>): string => (kind === 'CV' ? ENTITY_CV_ID : ENTITY_PRIBADI_ID);

export const entityName = (entitasId: string | null | undefined, kodeTransaksi?: string | null): string =>
  ENTITY_DISPLAY_NAME[entityKind(entitasId, kodeTransaksi)];
