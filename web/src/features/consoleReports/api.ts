// The store's reports in the console (ADR 0022, plan step 12) over
// lib/businessApi.ts, under /api/v1/business/stores/{storeId}/reports:
// sales per day, mode and hour, the top products, the funnel and the
// searches that found nothing. Every key starts with the console's root,
// so signing out forgets them.

import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { businessRequest } from '../../lib/businessApi'
import { BUSINESS_QUERY_ROOT } from '../../lib/staffSession'
import type { Answer, Schema } from '../../lib/wire'
import { periodQuery, type Period, type TopBy } from './period'

export type SalesReport = Answer<'/api/v1/business/stores/{storeId}/reports/sales', 'get'>
export type TopProductsReport = Answer<'/api/v1/business/stores/{storeId}/reports/top_products', 'get'>
export type FunnelReport = Answer<'/api/v1/business/stores/{storeId}/reports/funnel', 'get'>
export type EmptySearchReport = Answer<'/api/v1/business/stores/{storeId}/reports/empty_searches', 'get'>
export type SalesFigures = Schema<'SalesFigures'>
export type SalesDay = Schema<'SalesDay'>
export type SalesMode = Schema<'SalesMode'>
export type SalesHour = Schema<'SalesHour'>
export type TopProduct = Schema<'TopProduct'>
export type EmptySearch = Schema<'EmptySearch'>

export const reportKeys = {
  report: (storeId: number, name: string, p: Period, by?: TopBy) => [BUSINESS_QUERY_ROOT, 'reports', storeId, name, p.from, p.to, by ?? ''] as const,
}

const reportsPath = (storeId: number, name: string) => `/stores/${storeId}/reports/${name}`

function reportQuery<T>(storeId: number, name: string, p: Period, extra: Record<string, string | undefined> = {}, by?: TopBy) {
  return queryOptions({
    queryKey: reportKeys.report(storeId, name, p, by),
    queryFn: ({ signal }) => businessRequest<T>(reportsPath(storeId, name), { signal, query: { ...periodQuery(p), ...extra } }),
    placeholderData: keepPreviousData,
  })
}

export const salesQuery = (storeId: number, p: Period) => reportQuery<SalesReport>(storeId, 'sales', p)
export const topProductsQuery = (storeId: number, p: Period, by: TopBy) => reportQuery<TopProductsReport>(storeId, 'top_products', p, { by }, by)
export const funnelQuery = (storeId: number, p: Period) => reportQuery<FunnelReport>(storeId, 'funnel', p)
export const emptySearchesQuery = (storeId: number, p: Period) => reportQuery<EmptySearchReport>(storeId, 'empty_searches', p)
