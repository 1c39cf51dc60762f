import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import type { Answer, Body, Schema } from '../../lib/wire'

/** A review as shoppers read it, on a store's page or a product's. */
export type ShownReview = Schema<'Review'>

/** A store's visible reviews, a page at a time. */
export const useStoreReviews = (storeId: number, page: number) =>
  useQuery({
    queryKey: ['store-reviews', storeId, page],
    queryFn: ({ signal }) =>
      request<Answer<'/api/v1/stores/{id}/reviews', 'get'>>(`${apiPath}/stores/${storeId}/reviews`, {
        signal,
        query: { page },
      }),
  })

type ReviewPage = Answer<'/api/v1/products/{id}/reviews', 'get'>

/** A product's visible reviews, newest first, a page at a time. */
export function useProductReviews(productId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['product-reviews', productId],
    queryFn: ({ pageParam, signal }) => request<ReviewPage>(`${apiPath}/products/${productId}/reviews`, { signal, query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled,
  })
}

/** Reviews shown anywhere are read again after a change. */
function invalidateReviews(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: ['store-reviews'] })
  void client.invalidateQueries({ queryKey: ['product-reviews'] })
}

/** A review as the form gives it; useWriteReview sends it as POST /products/{id}/reviews's body. */
export interface ReviewInput {
  productId: number
  rating: number
  comment: string
  nickname: string
  feelings: string[]
  activities: string[]
  storeId?: number
}

/** Writes the signed-in customer's review of a product. */
export function useWriteReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (r: ReviewInput) =>
      request<Answer<'/api/v1/products/{id}/reviews', 'post'>>(`${apiPath}/products/${r.productId}/reviews`, {
        method: 'POST',
        body: {
          review: { rating: r.rating, comment: r.comment, nickname: r.nickname, feelings: r.feelings, activities: r.activities, store_id: r.storeId },
        } satisfies Body<'/api/v1/products/{id}/reviews', 'post'>,
      }),
    onSuccess: () => invalidateReviews(client),
  })
}

/** Upvotes a review once for the signed-in customer. */
export function useUpvote() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reviewId: number) =>
      request<Answer<'/api/v1/reviews/{id}/upvote', 'post'>>(`${apiPath}/reviews/${reviewId}/upvote`, { method: 'POST' }),
    onSuccess: () => invalidateReviews(client),
  })
}

/** The feelings and activities a review can name. */
export const FEELINGS = ['Relaxed', 'Happy', 'Euphoric', 'Uplifted', 'Creative', 'Focused', 'Energetic', 'Sleepy', 'Hungry', 'Tingly']
export const ACTIVITIES = ['Relaxing', 'Socializing', 'Creating', 'Exercising', 'Going out', 'Sleeping', 'Eating', 'Working']
