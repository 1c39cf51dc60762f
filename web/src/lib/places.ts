import { REGIONS } from './regions'

// Place words in directory URLs are lowercase, joined by hyphens (spec section 2).
export function placeSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'PR', name: 'Puerto Rico' },
] as const

export function countryBySlug(slug: string) {
  return COUNTRIES.find((c) => placeSlug(c.name) === slug)
}

export function countryName(code: string): string {
  return COUNTRIES.find((c) => c.code === code)?.name ?? code
}

/** A state or province of a country; Puerto Rico is its own single region. */
export function regionBySlug(country: string, slug: string) {
  const regionCountry = country === 'PR' ? 'US' : country
  return REGIONS.find((r) => r.country === regionCountry && placeSlug(r.name) === slug && (country !== 'PR' || r.code === 'PR'))
}

export function regionName(country: string, code: string): string {
  const regionCountry = country === 'PR' ? 'US' : country
  return REGIONS.find((r) => r.country === regionCountry && r.code === code)?.name ?? code
}
