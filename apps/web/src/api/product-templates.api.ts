import type { ProductTemplate, ProductTemplateInput } from '@boardhouse/shared/quotes/product-templates-api';
import { apiRequest } from './client.ts';

/** Product templates: the back office keeps them, Create Project starts from them. */

export type { ProductTemplate };
/** A template as the admin form sends it: the spec complete, as the PCB form edits it. */
export type ProductTemplateBody = Omit<ProductTemplateInput, 'pcbSpec'> & {
  pcbSpec: ProductTemplate['pcbSpec'];
};

export const productTemplatesApi = {
  list: () => apiRequest<{ templates: ProductTemplate[] }>('rest/product-templates'),
  adminList: () => apiRequest<{ templates: ProductTemplate[] }>('rest/admin/product-templates'),
  add: (body: ProductTemplateBody) =>
    apiRequest<ProductTemplate>('rest/admin/product-templates', { method: 'POST', body }),
  save: (id: number, body: ProductTemplateBody) =>
    apiRequest<ProductTemplate>(`rest/admin/product-templates/${id}`, { method: 'PUT', body }),
  remove: (id: number) => apiRequest<void>(`rest/admin/product-templates/${id}`, { method: 'DELETE' }),
  startProject: (id: number) =>
    apiRequest<{ projectId: string; name: string }>(`rest/product-templates/${id}/project`, {
      method: 'POST',
      body: {},
    }),
};

export const productTemplateKeys = {
  all: ['product-templates'] as const,
  admin: ['product-templates', 'admin'] as const,
};
