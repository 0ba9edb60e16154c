import cashbackSettings from './cashback-settings';
import dashboard from './dashboard';
import type { PageDeclaration } from './declaration';

/** Every bespoke page. Adding one is a folder and a line here. */
export const pages: readonly PageDeclaration[] = [dashboard, cashbackSettings];
