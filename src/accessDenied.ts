import { matchPath } from 'react-router-dom';
import type { PageDeclaration } from './custom-pages/declaration';
import type { ResourceDeclaration } from './resources/declaration';

/**
 * What the session check says for an address opened without an admin token: the text its area
 * declares (`accessDenied`), else none (the kernel's own). `path` is the router's, below the /admin
 * basename. Built once at boot from the declarations, so the kernel's authProvider knows no area.
 */
export const accessDeniedByPath = (resources: readonly ResourceDeclaration[], pages: readonly PageDeclaration[]) => {
  const patterns: Array<{ pattern: string; end: boolean; text: string }> = [];
  for (const resource of resources) {
    if (!resource.accessDenied) continue;
    patterns.push({ pattern: `/${resource.name}`, end: false, text: resource.accessDenied });
    for (const page of resource.pages) patterns.push({ pattern: page.path, end: true, text: resource.accessDenied });
  }
  for (const page of pages) {
    if (!page.accessDenied) continue;
    patterns.push({ pattern: page.path, end: true, text: page.accessDenied });
  }
  return (path: string): string | undefined => patterns.find(({ pattern, end }) => matchPath({ path: pattern, end }, path) !== null)?.text;
};
