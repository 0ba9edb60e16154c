import type { FakeApiControls } from '@/fake-api/browserProxy';

declare global {
  interface Window {
    __fakeApi?: FakeApiControls;
  }
}
