import { IMAGE_SIGNATURE_BYTES } from '../../domain/image/validateImageFile';

/** The first bytes of a file, enough for `validateImageBytes`; never the whole (up to 2 MB) file. */
export const readFileHead = async (file: Blob): Promise<Uint8Array> => new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
