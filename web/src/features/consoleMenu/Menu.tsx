import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { DataTable, type Column } from '../../components/console/DataTable'
import { FormAlert } from '../../components/console/FormAlert'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { formatMoney } from '../../lib/money'
import type { StaffStore } from '../../lib/staffSession'
import { menuListQuery, type MenuProduct } from './api'
import { AddProduct } from './AddProduct'
import { Editor } from './Editor'
import { filtered, filterSearch, readFilters, type MenuFilters } from './filters'
import { MenuFile } from './MenuFile'
import { Toolbar } from './Toolbar'
import { kindName, stockWords, visibilityWords } from './words'
import styles from './Menu.module.css'

/**
 * The store's menu and stock (ADR 0022, section 5 and plan steps 6 and
 * 7), for a role with menu.read: its products, found by name, kind and
 * whether shoppers see them (filters in the address); each opened in a
 * dialog to change its prices, counts, visibility, notes and cart limit
 * (menu.edit) or only its counts (menu.stock, a budtender); and, for
 * editors, the menu as a CSV file to download and upload.
 */
export function Menu({ store }: { store: StaffStore }) {
  useTitle(`Menu at ${store.store_name}`)
  const storeId = store.store_id
  const canEdit = store.permissions.includes('menu.edit')
  const canCount = store.permissions.includes('menu.stock')
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const list = useQuery({ ...menuListQuery(storeId, filters), placeholderData: keepPreviousData })
  const [open, setOpen] = useState<MenuProduct>()
  const [adding, setAdding] = useState(false)

  const change = (f: Partial<MenuFilters>) => setParams(filterSearch({ ...filters, page: 1, ...f }).replace(/^\?/, ''))
  const page = list.data
  const pages = page ? Math.max(1, Math.ceil(page.total / page.per_page)) : 1
  const base = `/stores/${storeId}/menu`

  const columns: Column<MenuProduct>[] = [
    { header: 'Product', rowHeader: true, cell: (p) => p.product_name },
    { header: 'Brand', cell: (p) => p.brand || <span className={ui.muted}>None</span> },
    { header: 'Kind', cell: (p) => kindName(p.kind) },
    {
      header: 'Prices and stock',
      cell: (p) => (
        <ul className={styles.weights}>
          {p.weights.map((w) => (
            <li key={w.price_id}>
              <span className={styles.weightLabel}>{w.weight_label}</span> {formatMoney(w.price)}{' '}
              <span className={w.stock > 0 ? ui.muted : styles.out}>· {stockWords(w.stock)}</span>
            </li>
          ))}
        </ul>
      ),
    },
    { header: 'Shoppers see it', cell: (p) => <span className={p.visible ? undefined : styles.hidden}>{visibilityWords(p.visible)}</span> },
  ]
  if (canEdit || canCount) {
    columns.push({
      header: 'Actions',
      hideHeader: true,
      cell: (p) =>
        canEdit ? (
          <Button type="button" variant="secondary" onClick={() => setOpen(p)} aria-label={`Edit ${p.product_name}`}>
            Edit
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={() => setOpen(p)} aria-label={`Change stock of ${p.product_name}`}>
            Change stock
          </Button>
        ),
    })
  }

  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>Menu</ScreenHeading>
        <p className={ui.muted}>
          {canEdit
            ? `Prices, stock and what shoppers see at ${store.store_name}. Changes reach the shoppers’ menu within a second.`
            : `What ${store.store_name} sells, and how many are on hand. Change a count, or mark a weight out of stock.`}
        </p>
      </div>
      <section aria-labelledby="menu-products-title" className={styles.section}>
        <div className={styles.productsHead}>
          <h2 id="menu-products-title">Products</h2>
          {canEdit && (
            <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
              Add a product
            </Button>
          )}
        </div>
        <Toolbar filters={filters} onChange={change} />
        <div aria-busy={list.isFetching || undefined} className={styles.list}>
          {list.isPending ? (
            <div aria-hidden="true" className={styles.placeholder}>
              <Skeleton height={72} />
              <Skeleton height={72} />
              <Skeleton height={72} />
            </div>
          ) : list.isError ? (
            <div className={styles.placeholder}>
              <FormAlert>The menu could not be loaded: {list.error.message}</FormAlert>
              <div className={ui.actions}>
                <Button type="button" variant="secondary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              </div>
            </div>
          ) : page && page.menu_products.length > 0 ? (
            <>
              <p className={ui.muted} role="status">
                {page.total === 1 ? '1 product' : `${page.total} products`}
                {filtered(filters) ? (page.total === 1 ? ' matches these filters.' : ' match these filters.') : ' on the menu.'}
              </p>
              <DataTable labelledBy="menu-products-title" columns={columns} rows={page.menu_products} rowKey={(p) => p.id} />
              {pages > 1 && (
                <nav className={styles.pages} aria-label="Pages of the menu">
                  {filters.page > 1 ? <Link to={`${base}${filterSearch({ ...filters, page: filters.page - 1 })}`}>Previous page</Link> : <span />}
                  <span>
                    Page {filters.page} of {pages}
                  </span>
                  {filters.page < pages ? <Link to={`${base}${filterSearch({ ...filters, page: filters.page + 1 })}`}>Next page</Link> : <span />}
                </nav>
              )}
            </>
          ) : (
            <p role="status">{filtered(filters) ? 'No products match these filters.' : 'The menu has no products yet.'}</p>
          )}
        </div>
      </section>
      {canEdit && <MenuFile storeId={storeId} />}
      {adding && canEdit && <AddProduct storeId={storeId} onClose={() => setAdding(false)} />}
      {open && (canEdit || canCount) && <Editor key={open.id} storeId={storeId} row={open} canEdit={canEdit} onClose={() => setOpen(undefined)} />}
    </div>
  )
}
