import type { ResourceDeclaration } from './declaration';
import merk from './merk';

/** Every react-admin resource, in sidebar order. Adding a resource is a folder and a line here. */
export const resources: ResourceDeclaration[] = [merk];
