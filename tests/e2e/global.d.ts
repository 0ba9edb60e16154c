import type { FakeApiControls } from '@/fake-api/browser';

declare global {
  interface Window {
    __fakeApi?: FakeApiControls;
  }
}
