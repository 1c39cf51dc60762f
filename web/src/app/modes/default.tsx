// The default mode: the marketplace (spec section 2, default mode routes).

import { Navigate, useParams, type RouteObject } from 'react-router'
import { Layout } from '../Layout'
import { AgeGate } from '../../features/stores/AgeGate'
import { ErrorPage } from '../routes/ErrorPage'
import { Home } from '../routes/Home'
import { Dispensaries } from '../routes/Dispensaries'
import { NearbyDispensaries } from '../routes/NearbyDispensaries'
import { StoreMenu } from '../routes/StoreMenu'
import { StoreAbout } from '../routes/StoreAbout'
import { StoreReviews } from '../routes/StoreReviews'
import { StoreBudtender } from '../routes/StoreBudtender'
import { StoreSpecials } from '../routes/StoreSpecials'
import { SpecialDetail } from '../routes/SpecialDetail'
import { ProductDetail } from '../routes/ProductDetail'
import { CartPage } from '../routes/CartPage'
import { SignIn } from '../routes/Login'
import { Logout, Profile, ProfileEdit } from '../routes/Profile'
import { Identification } from '../routes/Identification'
import { ChangePassword, ForgotPassword, ResetPassword } from '../routes/Password'
import { ProfileSettings } from '../routes/ProfileSettings'
import { ContactUs } from '../routes/ContactUs'
import { ReviewNew } from '../routes/ReviewNew'
import { Invoice, ProfileReservation, ProfileReservationReceipt, ProfileReservations, ProfileReservationStore } from '../routes/Reservations'
import { Checkout, GuestCheckout } from '../routes/GuestCheckout'
import { Receipt } from '../../features/checkout/Receipt'
import { NotFound } from '../../components/ui/NotFound'
import { Maintenance } from '../routes/Maintenance'
import { BrandPage, Brands } from '../routes/Brands'
import { ProductStores } from '../routes/ProductStores'
import { Legal, legalPaths } from '../routes/Legal'
import { Category, Products } from '../routes/Products'
import { Collections } from '../routes/Collections'
import { Directory } from '../routes/Directory'
import { JaneGold } from '../routes/JaneGold'

function StoreHome() {
  const { id, slug } = useParams()
  return <Navigate to={`/stores/${id}/${slug}/menu`} replace />
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
    children: [
      { path: '/stores/:id/:slug', element: <StoreHome /> },
      { path: '/stores/:id/:slug/menu', element: <StoreMenu /> },
      { path: '/stores/:id/:slug/menu/:category', element: <StoreMenu /> },
      { path: '/stores/:id/:slug/about', element: <StoreAbout /> },
      { path: '/stores/:id/:slug/reviews', element: <StoreReviews /> },
      { path: '/stores/:id/:slug/budtender', element: <StoreBudtender /> },
      { path: '/stores/:id/:slug/specials', element: <StoreSpecials /> },
      { path: '/stores/:id/:slug/specials/:specialId/:title', element: <SpecialDetail /> },
      { path: '/stores/:id/:slug/products/:productId/:productSlug', element: <ProductDetail /> },
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
  { path: '/cart', element: <CartPage /> },
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
