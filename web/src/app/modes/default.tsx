// The default mode: the marketplace (spec section 2, default mode routes).

import { Navigate, useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { Layout } from '../Layout'
import { AgeGate } from '../../features/stores/AgeGate'
import { ErrorPage } from '../routes/ErrorPage'
import { StoreMenu } from '../routes/StoreMenu'
import { featuredRowsQuery, menuProductQuery } from '../../features/menu/api'
import { storeQuery } from '../../features/stores/api'
import { useLocalCart } from '../../features/cart/store'
import { firstPictures } from '../../features/menu/rows'
import { CARD_SIZES, warmPhotos } from '../../lib/photos'
import { queryClient } from '../App'
import { NotFound } from '../../components/ui/NotFound'
import { Maintenance } from '../routes/Maintenance'
// The legal pages are text the footer links on every page; their paths come with them.
import { Legal, legalPaths } from '../routes/Legal'
import { lazyScreen } from '../../components/lazy/lazyComponent'

// The store menu, the most common first page, is in the first load with
// the layout and the error pages; every other screen is its own chunk,
// fetched when its route first renders (issue 21, scripts/check-split.mjs).
const Home = lazyScreen(() => import('../routes/Home').then((m) => m.Home))
const Dispensaries = lazyScreen(() => import('../routes/Dispensaries').then((m) => m.Dispensaries))
const NearbyDispensaries = lazyScreen(() => import('../routes/NearbyDispensaries').then((m) => m.NearbyDispensaries))
const StoreAbout = lazyScreen(() => import('../routes/StoreAbout').then((m) => m.StoreAbout))
const StoreReviews = lazyScreen(() => import('../routes/StoreReviews').then((m) => m.StoreReviews))
const StoreBudtender = lazyScreen(() => import('../routes/StoreBudtender').then((m) => m.StoreBudtender))
const StoreSpecials = lazyScreen(() => import('../routes/StoreSpecials').then((m) => m.StoreSpecials))
const SpecialDetail = lazyScreen(() => import('../routes/SpecialDetail').then((m) => m.SpecialDetail))
const ProductDetail = lazyScreen(() => import('../routes/ProductDetail').then((m) => m.ProductDetail))
const CartPage = lazyScreen(() => import('../routes/CartPage').then((m) => m.CartPage))
const SignIn = lazyScreen(() => import('../routes/Login').then((m) => m.SignIn))
const Logout = lazyScreen(() => import('../routes/Profile').then((m) => m.Logout))
const Profile = lazyScreen(() => import('../routes/Profile').then((m) => m.Profile))
const ProfileEdit = lazyScreen(() => import('../routes/Profile').then((m) => m.ProfileEdit))
const Identification = lazyScreen(() => import('../routes/Identification').then((m) => m.Identification))
const ChangePassword = lazyScreen(() => import('../routes/Password').then((m) => m.ChangePassword))
const ForgotPassword = lazyScreen(() => import('../routes/Password').then((m) => m.ForgotPassword))
const ResetPassword = lazyScreen(() => import('../routes/Password').then((m) => m.ResetPassword))
const ProfileSettings = lazyScreen(() => import('../routes/ProfileSettings').then((m) => m.ProfileSettings))
const ContactUs = lazyScreen(() => import('../routes/ContactUs').then((m) => m.ContactUs))
const ReviewNew = lazyScreen(() => import('../routes/ReviewNew').then((m) => m.ReviewNew))
const Invoice = lazyScreen(() => import('../routes/Reservations').then((m) => m.Invoice))
const ProfileReservation = lazyScreen(() => import('../routes/Reservations').then((m) => m.ProfileReservation))
const ProfileReservationReceipt = lazyScreen(() => import('../routes/Reservations').then((m) => m.ProfileReservationReceipt))
const ProfileReservations = lazyScreen(() => import('../routes/Reservations').then((m) => m.ProfileReservations))
const ProfileReservationStore = lazyScreen(() => import('../routes/Reservations').then((m) => m.ProfileReservationStore))
const Checkout = lazyScreen(() => import('../routes/GuestCheckout').then((m) => m.Checkout))
const GuestCheckout = lazyScreen(() => import('../routes/GuestCheckout').then((m) => m.GuestCheckout))
const Receipt = lazyScreen(() => import('../../features/checkout/Receipt').then((m) => m.Receipt))
const BrandPage = lazyScreen(() => import('../routes/Brands').then((m) => m.BrandPage))
const Brands = lazyScreen(() => import('../routes/Brands').then((m) => m.Brands))
const ProductStores = lazyScreen(() => import('../routes/ProductStores').then((m) => m.ProductStores))
const Category = lazyScreen(() => import('../routes/Products').then((m) => m.Category))
const Products = lazyScreen(() => import('../routes/Products').then((m) => m.Products))
const Collections = lazyScreen(() => import('../routes/Collections').then((m) => m.Collections))
const Directory = lazyScreen(() => import('../routes/Directory').then((m) => m.Directory))
const JaneGold = lazyScreen(() => import('../routes/JaneGold').then((m) => m.JaneGold))

function StoreHome() {
  const { id, slug } = useParams()
  return <Navigate to={`/stores/${id}/${slug}/menu`} replace />
}

/** A positive whole number from a route parameter, or undefined. */
const idOf = (param: string | undefined) => {
  const id = Number(param)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/**
 * The store screens' loaders start the store, which the age question and
 * every store screen wait for, as soon as the address is known, rather than
 * once the app has drawn the age question's placeholder; and the first
 * screen's data while the store and its age question load (issue 21): the
 * featured rows of a menu opened as it is (nothing in the address's query),
 * whose first cards are the first screen's products, then those cards'
 * pictures and the store's first banner as soon as they are known, and a
 * product page's product. They wait for nothing.
 */
function prefetchStore({ params }: LoaderFunctionArgs) {
  const store = idOf(params.id)
  if (store) void queryClient.prefetchQuery(storeQuery(store))
  return null
}

function prefetchFeaturedRows({ params, request }: LoaderFunctionArgs) {
  const store = idOf(params.id)
  if (store && new URL(request.url).search === '') {
    // an error is left to the screen, whose own query meets it again and shows it
    const leftToScreen = () => undefined
    const rows = featuredRowsQuery(store)
    const fetched = queryClient.fetchQuery(rows)
    // the rows the page brought are there at once (lib/earlyAnswers); asked for again, they come with the device's
    const brought = queryClient.getQueryData(rows.queryKey)
    if (brought) warmPhotos(firstPictures(brought), CARD_SIZES)
    fetched.then((r) => {
      if (!brought) warmPhotos(firstPictures(r), CARD_SIZES)
    }, leftToScreen)
    // the featured tab opens with the store's first banner, the largest picture of its first screen
    queryClient.fetchQuery(storeQuery(store)).then((s) => warmPhotos((s.carousel_banner ?? []).slice(0, 1).map((b) => b.image_url), ''), leftToScreen)
  }
  return null
}

/** The bag's store, whose minimums and fees the bag shows above its checkout, asked for beside the bag, not after it. */
function prefetchBagStore() {
  const store = useLocalCart.getState().store?.id
  if (store) void queryClient.prefetchQuery(storeQuery(store))
  return null
}

function prefetchProduct({ params }: LoaderFunctionArgs) {
  const store = idOf(params.id)
  const product = idOf(params.productId)
  if (store && product) void queryClient.prefetchQuery(menuProductQuery(store, product))
  return null
}

/**
 * The marketplace's screens (spec section 2, default mode routes). Other
 * modes reuse them where their route tables say so (app/modes/).
 */
export const defaultScreens: RouteObject[] = [
  { path: '/', element: <Home /> },
  { path: '/dispensaries', element: <Dispensaries /> },
  { path: '/dispensaries/coordinates/:lat/:long/:zoom', element: <NearbyDispensaries /> },
  { path: '/dispensaries/:country', element: <Dispensaries /> },
  { path: '/dispensaries/:country/:state', element: <Dispensaries /> },
  { path: '/dispensaries/:country/:state/:city', element: <Dispensaries /> },
  {
    // Stores that ask for it show the age question before any of their screens.
    element: <AgeGate />,
    loader: prefetchStore,
    children: [
      { path: '/stores/:id/:slug', element: <StoreHome /> },
      { path: '/stores/:id/:slug/menu', element: <StoreMenu />, loader: prefetchFeaturedRows },
      { path: '/stores/:id/:slug/menu/:category', element: <StoreMenu /> },
      { path: '/stores/:id/:slug/about', element: <StoreAbout /> },
      { path: '/stores/:id/:slug/reviews', element: <StoreReviews /> },
      { path: '/stores/:id/:slug/budtender', element: <StoreBudtender /> },
      { path: '/stores/:id/:slug/specials', element: <StoreSpecials /> },
      { path: '/stores/:id/:slug/specials/:specialId/:title', element: <SpecialDetail /> },
      { path: '/stores/:id/:slug/products/:productId/:productSlug', element: <ProductDetail />, loader: prefetchProduct },
    ],
  },
  { path: '/brands', element: <Brands /> },
  { path: '/brands/jane-gold', element: <JaneGold /> },
  { path: '/brands/:id/:name', element: <BrandPage /> },
  { path: '/brands/:id/:name/products/:productId/:slug', element: <ProductStores /> },
  { path: '/products', element: <Products /> },
  { path: '/products/:id/:slug', element: <ProductStores /> },
  { path: '/products/:id/:name/reviews/new', element: <ReviewNew /> },
  { path: '/categories/:category', element: <Category /> },
  { path: '/collections', element: <Collections /> },
  { path: '/directory', element: <Directory /> },
  { path: '/cart', element: <CartPage />, loader: prefetchBagStore },
  { path: '/login', element: <SignIn /> },
  { path: '/register', element: <SignIn register /> },
  { path: '/logout', element: <Logout /> },
  { path: '/profile', element: <Profile /> },
  { path: '/profile/edit', element: <ProfileEdit /> },
  { path: '/profile/reservations', element: <ProfileReservations /> },
  { path: '/profile/reservations/:id', element: <ProfileReservation /> },
  { path: '/profile/reservations/:id/receipt', element: <ProfileReservationReceipt /> },
  { path: '/profile/reservations/:id/store', element: <ProfileReservationStore /> },
  { path: '/invoice/:id', element: <Invoice /> },
  { path: '/profile/identification', element: <Identification /> },
  { path: '/profile/password', element: <ChangePassword /> },
  { path: '/forgot-password', element: <ForgotPassword /> },
  { path: '/reset-password', element: <ResetPassword /> },
  { path: '/profile/settings', element: <ProfileSettings /> },
  { path: '/profile/contactUs', element: <ContactUs /> },
  { path: '/cart/checkout', element: <Checkout /> },
  { path: '/cart/guest_checkout', element: <GuestCheckout /> },
  { path: '/reservation_receipt/:uuid', element: <Receipt /> },
  ...legalPaths.map((path) => ({ path, element: <Legal /> })),
  { path: '/maintenance', element: <Maintenance /> },
  { path: '*', element: <NotFound /> },
]

/** The default mode's route table: the marketplace layout around its screens. */
export function defaultRoutes(): RouteObject[] {
  return [
    // The API reference is a page of its own, loaded only there.
    { path: '/docs/api', lazy: () => import('../routes/ApiReference'), errorElement: <ErrorPage /> },
    { element: <Layout />, errorElement: <ErrorPage />, children: defaultScreens },
  ]
}
