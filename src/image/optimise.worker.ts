import type { OptimiseRequest, OptimiseResponse } from './protocol';
import { scaleAndEncode, type CanvasEnvironment } from './scaleAndEncode';

/**
 * The optimiser's Web Worker: decoding a 12-megapixel photo and encoding WebP take far longer than a
 * frame, so they run here and the page stays responsive (the image benchmark checks for long tasks).
 */
const environment: CanvasEnvironment = {
  decode: (file) => createImageBitmap(file),
  createCanvas: (width, height) => new OffscreenCanvas(width, height),
};

// The project compiles against the DOM library, not WebWorker's: name only what a worker scope offers here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OptimiseRequest>) => void) | null;
  postMessage(message: OptimiseResponse): void;
};

scope.onmessage = async ({ data: request }) => {
  try {
    const outcome = await scaleAndEncode(request, environment);
    scope.postMessage({ id: request.id, ok: true, ...outcome });
  } catch (error) {
    scope.postMessage({ id: request.id, ok: false, reason: error instanceof Error ? error.message : String(error) });
  }
};
