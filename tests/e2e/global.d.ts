import type { FakeApiControls } from '../../src/fake-api/browser';

declare global {
  interface Window {
    __fakeApi?: FakeApiControls;
  }
}
