import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25 item 2: the orders' views call the area's hooks (`hooks.ts` of their folder, or
 * `shared/hooks.ts`), never a query or mutation of react-admin, react-query or the API client directly,
 * so every read of an order goes through one place and one key.
 */

const AREA = join(__dirname, '../../../../src/resources/penjualan-web');

/** react-admin's hooks (and context) that read or write the dataProvider. */
const REACT_ADMIN_DATA = new Set([
  'useGetOne',
  'useGetList',
  'useGetMany',
  'useGetManyAggregate',
  'useGetManyReference',
  'useInfiniteGetList',
  'useDataProvider',
  'DataProviderContext',
  'useCreate',
  'useUpdate',
  'useUpdateMany',
  'useDelete',
  'useDeleteMany',
]);

/** The kernel's query helpers (providers/queries.ts, providers/optionalQuery.ts), under any import path. */
const KERNEL_DATA = new Set(['useApiQuery', 'useApiCall', 'useOptionalApiQuery', 'useGuardedMutation']);

/** Modules a view imports no value from at all (types are fine). */
const DATA_MODULE = /^@tanstack\/react-query$|(^|\/)providers\/(queries|optionalQuery|dataProvider)$/;
const REACT_ADMIN = /^(react-admin|ra-core)$/;

/** The data hooks `source` imports as values, as `name from module`. */
const dataHookImports = (fileName: string, source: string): string[] => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    const names: string[] = [];
    if (clause.name) names.push('default');
    if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
    for (const name of names) {
      const banned =
        DATA_MODULE.test(from) || KERNEL_DATA.has(name) || (REACT_ADMIN.test(from) && (REACT_ADMIN_DATA.has(name) || name === '*'));
      if (banned) found.push(`${name} from ${from}`);
    }
  }
  return found;
};

const viewsOf = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return viewsOf(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });

describe('the orders’ views call the area’s hooks, never a data hook directly', () => {
  const views = viewsOf(AREA);

  it('finds the views to check', () => {
    // Guards the walk itself: a wrong folder would make every check below pass on nothing.
    expect(views.length).toBeGreaterThan(20);
    expect(views.map((path) => relative(AREA, path))).toContain(join('order-center', 'order-detail', 'OrderDetail.tsx'));
  });

  it.each(viewsOf(AREA).map((path) => [relative(AREA, path), path]))('%s imports no query or mutation hook', (_name, path) => {
    expect(dataHookImports(path, readFileSync(path, 'utf8'))).toEqual([]);
  });

  it.each([
    ["import { Title, useGetOne } from 'react-admin';", ['useGetOne from react-admin']],
    ["import { useGetMany as many } from 'react-admin';", ['useGetMany from react-admin']],
    ["import * as ra from 'react-admin';", ['* from react-admin']],
    ["import { useQueryClient } from '@tanstack/react-query';", ['useQueryClient from @tanstack/react-query']],
    ["import { useApiQuery } from '../../../providers/queries';", ['useApiQuery from ../../../providers/queries']],
    ["import { useOptionalApiQuery } from '@/providers/optionalQuery';", ['useOptionalApiQuery from @/providers/optionalQuery']],
    ["import { useGuardedMutation } from '../public';", ['useGuardedMutation from ../public']],
    ["import { createDataProvider } from '../../providers/dataProvider';", ['createDataProvider from ../../providers/dataProvider']],
  ])('a planted `%s` is caught', (line, expected) => {
    expect(dataHookImports('Planted.tsx', `${line}\nexport const View = () => null;\n`)).toEqual(expected);
  });

  it.each([
    "import type { UseQueryResult } from '@tanstack/react-query';",
    "import { type UseQueryResult } from '@tanstack/react-query';",
    "import { Title, useNotify, useList, useRecordContext } from 'react-admin';",
    "import { useOrder } from '../shared/hooks';",
  ])('`%s` is allowed', (line) => {
    expect(dataHookImports('Allowed.tsx', `${line}\nexport const View = () => null;\n`)).toEqual([]);
  });
});
