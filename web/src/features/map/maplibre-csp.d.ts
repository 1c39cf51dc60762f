// MapLibre's CSP build has the API of the package's main build.
declare module 'maplibre-gl/dist/maplibre-gl-csp.js' {
  import * as maplibregl from 'maplibre-gl'
  export default maplibregl
}
