import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'

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
      request<{ review: { id: number } }>(`${apiPath}/products/${r.productId}/reviews`, {
        method: 'POST',
        body: {
          review: { rating: r.rating, comment: r.comment, nickname: r.nickname, feelings: r.feelings, activities: r.activities, store_id: r.storeId },
        },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['store-reviews'] }),
  })
}

/** Upvotes a review once for the signed-in customer. */
export function useUpvote() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reviewId: number) =>
      request<{ review: { id: number; upvote_count: number } }>(`${apiPath}/reviews/${reviewId}/upvote`, { method: 'POST' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['store-reviews'] }),
  })
}

/** The feelings and activities a review can name. */
export const FEELINGS = ['Relaxed', 'Happy', 'Euphoric', 'Uplifted', 'Creative', 'Focused', 'Energetic', 'Sleepy', 'Hungry', 'Tingly']
export const ACTIVITIES = ['Relaxing', 'Socializing', 'Creating', 'Exercising', 'Going out', 'Sleeping', 'Eating', 'Working']
