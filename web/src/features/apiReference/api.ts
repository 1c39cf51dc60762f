import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../lib/api'
import type { Contract } from './contract'

/** Where the server answers its API contract (ADR 0020). */
export const contractURL = '/api/openapi.json'

export const contractQuery = queryOptions({
  queryKey: ['openapi'],
  queryFn: ({ signal }) => request<Contract>(contractURL, { signal }),
  staleTime: Infinity,
})

export const useContract = () => useQuery(contractQuery)
