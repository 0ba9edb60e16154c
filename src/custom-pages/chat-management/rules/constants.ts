/** Operations spec §9: the chat's constants. */
export const CHAT = {
  /** Threads, the open conversation and pending proofs are read again this often. */
  refreshMs: 30_000,
  /** 5 MB: a file of exactly this many bytes is taken, one byte more is refused. */
  maxFileBytes: 5_242_880,
  allowedMimeTypes: ['image/jpeg', 'image/png', 'application/pdf'] as const,
  defaultShipping: 'STANDARD',
  /** How many trailing characters of the order id name a customer without a name. */
  orderIdSuffixLength: 8,
  /** The composer's height (operations spec §2). */
  composerRows: 2,
} as const;

export type AllowedMimeType = (typeof CHAT.allowedMimeTypes)[number];
