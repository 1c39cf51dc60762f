// The store's menu in the console (ADR 0022, section 5 and plan steps 6
// and 7) over lib/businessApi.ts, under /api/v1/business/stores/{storeId}:
// a page of its products by the filters, one product with its version,
// the editor's change, a count at the counter, and the menu's CSV file.
// Every key starts with the console's root, so signing out forgets them.

import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { businessPath, businessRequest } from '../../lib/businessApi'
import { BUSINESS_QUERY_ROOT } from '../../lib/staffSession'
import type { Answer, Body, Schema } from '../../lib/wire'
import type { ImportAnswer } from './csv'
import { apiQuery, type MenuFilters } from './filters'

export type MenuPage = Answer<'/api/v1/business/stores/{storeId}/menu', 'get'>
export type MenuProduct = Schema<'StoreMenuProduct'>
export type MenuWeight = Schema<'StoreMenuWeight'>
export type MenuPhoto = Schema<'StoreMenuPhoto'>
export type MenuEdit = Body<'/api/v1/business/stores/{storeId}/menu/{menuProductId}', 'put'>
export type StockCount = Body<'/api/v1/business/stores/{storeId}/menu/{menuProductId}/stock', 'post'>
type ProductAnswer = Answer<'/api/v1/business/stores/{storeId}/menu/{menuProductId}', 'get'>

export const menuKeys = {
  store: (storeId: number) => [BUSINESS_QUERY_ROOT, 'menu', storeId] as const,
  lists: (storeId: number) => [BUSINESS_QUERY_ROOT, 'menu', storeId, 'list'] as const,
  list: (storeId: number, f: MenuFilters) => [BUSINESS_QUERY_ROOT, 'menu', storeId, 'list', f] as const,
  product: (storeId: number, id: number) => [BUSINESS_QUERY_ROOT, 'menu', storeId, 'product', id] as const,
}

const menuPath = (storeId: number) => `/stores/${storeId}/menu`

export const menuListQuery = (storeId: number, f: MenuFilters) =>
  queryOptions({
    queryKey: menuKeys.list(storeId, f),
    queryFn: ({ signal }) => businessRequest<MenuPage>(menuPath(storeId), { signal, query: apiQuery(f) }),
  })

/**
 * One product as an editor opens it, with its version. It is not read
 * again on its own while open (a window's focus would reset the form
 * under the editor's hands): a 409 offers to reload it.
 */
export const menuProductQuery = (storeId: number, id: number) =>
  queryOptions({
    queryKey: menuKeys.product(storeId, id),
    queryFn: ({ signal }) => businessRequest<ProductAnswer>(`${menuPath(storeId)}/${id}`, { signal }).then((a) => a.menu_product),
    refetchOnWindowFocus: false,
    staleTime: 0,
  })

/** Keeps a product as a change answered it: its own query, and its row in every page of the list read so far. */
function keep(client: QueryClient, storeId: number, product: MenuProduct) {
  client.setQueryData(menuKeys.product(storeId, product.id), product)
  client.setQueriesData<MenuPage>({ queryKey: menuKeys.lists(storeId) }, (page) =>
    page && page.menu_products.some((p) => p.id === product.id)
      ? { ...page, menu_products: page.menu_products.map((p) => (p.id === product.id ? product : p)) }
      : page,
  )
}

/**
 * The changes of one product: the editor's (menu.edit), which may move it
 * in or out of a filtered page, so the pages are read again too; and a
 * count at the counter (menu.stock), which changes its row alone.
 */
export function useMenuChanges(storeId: number) {
  const client = useQueryClient()
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: MenuEdit }) =>
      businessRequest<ProductAnswer>(`${menuPath(storeId)}/${id}`, { method: 'PUT', body }).then((a) => a.menu_product),
    onSuccess: (product) => {
      keep(client, storeId, product)
      void client.invalidateQueries({ queryKey: menuKeys.lists(storeId) })
    },
  })
  const count = useMutation({
    mutationFn: ({ id, body }: { id: number; body: StockCount }) =>
      businessRequest<ProductAnswer>(`${menuPath(storeId)}/${id}/stock`, { method: 'POST', body }).then((a) => a.menu_product),
    onSuccess: (product) => keep(client, storeId, product),
  })
  return { edit, count }
}

/**
 * The store's own photos of one product (ADR 0022, section 5, "Photos"):
 * an upload (POST …/photos, a multipart form with the file in photo) and a
 * removal. Each answers the product with its new version, kept as an
 * edit's answer is.
 */
export function useMenuPhotos(storeId: number, id: number) {
  const client = useQueryClient()
  const path = `${menuPath(storeId)}/${id}/photos`
  const onSuccess = (product: MenuProduct) => keep(client, storeId, product)
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('photo', file)
      return businessRequest<ProductAnswer>(path, { method: 'POST', body }).then((a) => a.menu_product)
    },
    onSuccess,
  })
  const remove = useMutation({
    mutationFn: (photoId: number) => businessRequest<ProductAnswer>(`${path}/${photoId}`, { method: 'DELETE' }).then((a) => a.menu_product),
    onSuccess,
  })
  return { upload, remove }
}

/** Where the menu's CSV file downloads from: the staff cookie goes with a plain link, as the origin is the console's. */
export function menuFileURL(storeId: number): string {
  return `${businessPath}${menuPath(storeId)}.csv`
}

/**
 * The menu's CSV import (POST …/menu/import, text/csv): a check
 * (dry_run=true) answers what the file would change and writes nothing;
 * applying it writes every change at once, after which the menu is read
 * again. A bad row refuses the whole file (422, rows[7].price).
 */
export function useMenuImport(storeId: number) {
  const client = useQueryClient()
  const send = (csv: string, dryRun: boolean) =>
    businessRequest<ImportAnswer>(`${menuPath(storeId)}/import`, {
      method: 'POST',
      body: csv,
      contentType: 'text/csv',
      query: { dry_run: dryRun ? 'true' : undefined },
    })
  const check = useMutation({ mutationFn: (csv: string) => send(csv, true) })
  const apply = useMutation({
    mutationFn: (csv: string) => send(csv, false),
    onSuccess: () => client.invalidateQueries({ queryKey: menuKeys.store(storeId) }),
  })
  return { check, apply }
}

export type CataloguePage = Answer<'/api/v1/business/stores/{storeId}/catalogue', 'get'>
export type CatalogueOffer = Schema<'CatalogueOffer'>
export type NewMenuProduct = Body<'/api/v1/business/stores/{storeId}/menu', 'post'>

/** A page of the catalogue's products that the menu does not carry yet, by name, that a search names. */
export const catalogueQuery = (storeId: number, q: string, page: number) =>
  queryOptions({
    queryKey: [BUSINESS_QUERY_ROOT, 'menu', storeId, 'catalogue', q, page] as const,
    queryFn: ({ signal }) =>
      businessRequest<CataloguePage>(`/stores/${storeId}/catalogue`, { signal, query: { q: q || undefined, page: page > 1 ? String(page) : undefined } }),
  })

/** Puts a product of the catalogue on the menu (menu.edit); the menu's pages and the catalogue's are read again. */
export function useAddProduct(storeId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: NewMenuProduct) => businessRequest<ProductAnswer>(menuPath(storeId), { method: 'POST', body }).then((a) => a.menu_product),
    onSuccess: (product) => {
      client.setQueryData(menuKeys.product(storeId, product.id), product)
      void client.invalidateQueries({ queryKey: menuKeys.store(storeId) })
    },
  })
}
