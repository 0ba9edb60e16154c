import { useCallback, useEffect, useRef, useState } from 'react';
import { isRoughlySquare } from '../../domain/image/aspectRatio';
import type { ImageProfileName } from '../../domain/image/profiles';
import type { NewUploadedImage, UploadedImage } from '../../domain/image/uploadedImage';
import { validateImageBytes, validateImageFile, type ImageValidationMessages } from '../../domain/image/validateImageFile';
import { optimiseImage } from '../../image/optimiseImage';
import { readFileHead } from './readFileHead';

export interface PendingImage {
  id: string;
  name: string;
}

export interface RejectedFile {
  name: string;
  reason: string;
}

export interface SelectionFeedback {
  rejected: RejectedFile[];
  /** Valid files left out because the uploader was full. */
  ignored: number;
}

interface SelectionOptions {
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  maxFiles: number;
  profile: ImageProfileName;
  maxBytes?: number;
  messages?: Partial<ImageValidationMessages>;
  squareHint: boolean;
  onBusyChange?: (busy: boolean) => void;
  acceptSize?: (size: { width: number; height: number }) => string | null;
}

let sequence = 0;
const nextId = () => `img-${Date.now().toString(36)}-${(sequence += 1)}`;

/**
 * The uploader's state: files being optimised, what was refused, and the images handed to the form.
 * Optimised images are appended one by one as they finish, to the latest value the form gave.
 */
export const useImageSelection = ({ value, onChange, maxFiles, profile, maxBytes, messages, squareHint, onBusyChange, acceptSize }: SelectionOptions) => {
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [feedback, setFeedback] = useState<SelectionFeedback>({ rejected: [], ignored: 0 });
  // Latest value, also updated right after our own onChange so images finishing together all stay.
  const latest = useRef(value);
  const onChangeRef = useRef(onChange);
  const previews = useRef(new Set<string>());
  const mounted = useRef(true);
  // Slots taken by files still being optimised; a ref so two quick drops cannot both claim the last slot.
  const reserved = useRef(0);

  useEffect(() => {
    latest.current = value;
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    mounted.current = true;
    const created = previews.current;
    return () => {
      mounted.current = false;
      for (const url of created) URL.revokeObjectURL(url);
      created.clear();
    };
  }, []);

  const busy = pending.length > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const addFiles = useCallback(
    async (files: File[]) => {
      const rejected: RejectedFile[] = [];
      const valid: File[] = [];
      for (const file of files) {
        // The bytes are read only once the name, type and size pass, so a 50 MB video is never opened.
        const reason = validateImageFile(file, { maxBytes, messages }) ?? validateImageBytes(await readFileHead(file), { messages });
        if (reason) rejected.push({ name: file.name, reason });
        else valid.push(file);
      }
      if (!mounted.current) return;
      const room = Math.max(0, maxFiles - latest.current.length - reserved.current);
      const taken = valid.slice(0, room).map((file) => ({ file, id: nextId() }));
      setFeedback({ rejected, ignored: valid.length - taken.length });
      if (taken.length === 0) return;
      reserved.current += taken.length;
      setPending((current) => [...current, ...taken.map(({ id, file }) => ({ id, name: file.name }))]);

      for (const { file, id } of taken) {
        const result = await optimiseImage(file, profile);
        if (!mounted.current) return;
        // The shape is known only once decoded; a picture that could not be decoded is not judged here.
        const misfit =
          acceptSize && result.naturalWidth !== undefined && result.naturalHeight !== undefined
            ? acceptSize({ width: result.naturalWidth, height: result.naturalHeight })
            : null;
        if (misfit) {
          reserved.current -= 1;
          setFeedback((current) => ({ ...current, rejected: [...current.rejected, { name: file.name, reason: misfit }] }));
          setPending((current) => current.filter((item) => item.id !== id));
          continue;
        }
        const preview = URL.createObjectURL(result.file);
        previews.current.add(preview);
        const image: NewUploadedImage = {
          kind: 'new',
          id,
          file: result.file,
          preview,
          name: result.file.name,
          size: result.file.size,
          type: result.file.type,
          originalSize: result.originalSize,
          optimizedSize: result.optimizedSize,
          isOptimized: result.isOptimized,
          width: result.width,
          height: result.height,
          aspectWarning: squareHint && result.width !== undefined && result.height !== undefined && !isRoughlySquare(result.width, result.height),
        };
        const next = [...latest.current, image];
        latest.current = next;
        reserved.current -= 1;
        onChangeRef.current(next);
        setPending((current) => current.filter((item) => item.id !== id));
      }
    },
    [maxBytes, messages, maxFiles, profile, squareHint, acceptSize],
  );

  const remove = useCallback((id: string) => {
    const target = latest.current.find((image) => image.id === id);
    if (target?.kind === 'new' && previews.current.delete(target.preview)) URL.revokeObjectURL(target.preview);
    const next = latest.current.filter((image) => image.id !== id);
    latest.current = next;
    onChangeRef.current(next);
    setFeedback({ rejected: [], ignored: 0 });
  }, []);

  return { pending, feedback, addFiles, remove };
};
