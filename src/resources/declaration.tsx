import type { ComponentType } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { Resource } from 'react-admin';

/**
 * A resource as a developer declares it: its views and metadata. `toResource` registers it on the
 * spec's routes: `/{name}`, `/{name}/tambah`, `/{name}/edit/{id}`. react-admin's own `create` and
 * `:id` routes stay as redirects, so links react-admin builds internally still land on the spec's.
 */
export interface ResourceDeclaration {
  name: string;
  /** Translation key of the sidebar label. */
  label: string;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  icon: ComponentType;
  recordRepresentation: string;
}

const RedirectToEdit = ({ name }: { name: string }) => {
  const { id } = useParams();
  return <Navigate to={`/${name}/edit/${encodeURIComponent(id ?? '')}`} replace />;
};

export const toResource = ({ name, label, list, create: CreateView, edit: EditView, icon, recordRepresentation }: ResourceDeclaration) => (
  <Resource
    key={name}
    name={name}
    list={list}
    create={CreateView ? <Navigate to={`/${name}/tambah`} replace /> : undefined}
    edit={EditView ? <RedirectToEdit name={name} /> : undefined}
    icon={icon}
    recordRepresentation={recordRepresentation}
    options={{ label }}
  >
    {CreateView && <Route path="tambah" element={<CreateView />} />}
    {EditView && <Route path="edit/:id" element={<EditView />} />}
  </Resource>
);
