import type { FakeArea } from '../area';
import { authContract } from '../../providers/authContract';
import { uploadContract } from '../../providers/uploadContract';
import { defineFakeArea } from '../area';
import { authHandlers } from './auth';
import { uploadHandlers } from './upload';

/** The kernel's own endpoints (login, file upload): not an area's, so listed here. */
export const kernelFakeAreas: readonly FakeArea[] = [
  defineFakeArea({ name: 'auth', contract: authContract, handlers: authHandlers, publicEndpoints: ['login'] }),
  defineFakeArea({ name: 'upload', contract: uploadContract, handlers: uploadHandlers }),
];
