import { Link, useParams, useSearchParams } from 'react-router'
import { carriedQuery, ProductsView, withQuery } from '../../features/discover/ProductsView'
import { kindTitle } from '../../features/discover/api'
import { NotFound } from '../../components/ui/NotFound'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** /products: products near the shopper across every store. */
export function Products() {
  useTitle('Products near you')
  return <ProductsView title="Products near you" />
}

/** /categories/{category}: the same list narrowed to one kind; an unknown kind is not found. */
export function Category() {
  const { category = '' } = useParams()
  const [params] = useSearchParams()
  const title = kindTitle(category)
  useTitle(title ? `${title} near you` : undefined)
  if (!title) return <NotFound what="category" />
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={withQuery('/products', carriedQuery(params))}>Products</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <ProductsView key={category} kind={category} title={`${title} near you`} />
    </>
  )
}
