import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import { fitPhoto } from '../../lib/fitPhoto'
import type { Answer, Schema } from '../../lib/wire'

/** The photo slots of an identification document (spec section 3), in the order the form shows them. */
export const photoSlots = ['government_photo', 'mmj_card', 'mmj_card_back', 'student_photo', 'veteran_photo'] as const
export type PhotoSlot = (typeof photoSlots)[number]

/** The documents a customer can show: the MMJ card is one document with two sides. */
export type DocumentName = 'government_photo' | 'mmj_card' | 'student_photo' | 'veteran_photo'

/** A stored photo: fetched from url with the session token, never from a public path. */
export type StoredPhoto = Schema<'StoredPhoto'>

/** GET /documents: the signed-in customer's identification document. */
export type IdentificationDocument = Schema<'Identification'>

export const documentQuery = queryOptions({
  queryKey: ['documents'],
  queryFn: ({ signal }) => request<Answer<'/api/v1/documents', 'get'>>(`${apiPath}/documents`, { signal }).then((r) => r.document),
  retry: false,
})

export function useDocument() {
  return useQuery(documentQuery)
}

/** A stored photo as a Blob: an <img src> could not send the Authorization header. */
export function usePhotoBlob(photo: StoredPhoto | null) {
  return useQuery({
    queryKey: ['documents', 'photo', photo?.url],
    queryFn: ({ signal }) => request<Blob>(photo!.url, { signal, responseType: 'blob' }),
    enabled: photo !== null,
    staleTime: Infinity,
    retry: false,
  })
}

export interface DocumentInput {
  first_name?: string
  last_name?: string
  birth_date?: string
  /** The photos chosen, by slot; slots left out keep their photo. */
  photos?: Partial<Record<PhotoSlot, File>>
  /** Slots whose photo is to be removed. */
  remove?: PhotoSlot[]
}

/** The PATCH /documents form: document[field] for each field given, each chosen photo, and an empty value for each photo removed. */
export function documentForm(input: DocumentInput): FormData {
  const form = new FormData()
  for (const field of ['first_name', 'last_name', 'birth_date'] as const) {
    const value = input[field]
    if (value !== undefined) form.set(`document[${field}]`, value)
  }
  for (const slot of photoSlots) {
    const file = input.photos?.[slot]
    if (file) form.set(`document[${slot}]`, file, file.name)
    else if (input.remove?.includes(slot)) form.set(`document[${slot}]`, '')
  }
  return form
}

/** PATCH /documents as multipart/form-data; answers the document and the server's message. */
export function useUpdateDocument() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: DocumentInput) => {
      // Each photo is sent at a size the server checks quickly (fitPhoto).
      const photos = Object.fromEntries(await Promise.all(Object.entries(input.photos ?? {}).map(async ([slot, file]) => [slot, await fitPhoto(file)])))
      return request<Answer<'/api/v1/documents', 'patch'>>(`${apiPath}/documents`, {
        method: 'PATCH',
        body: documentForm({ ...input, photos }),
      })
    },
    onSuccess: ({ document }) => {
      client.setQueryData(documentQuery.queryKey, document)
      // Student, veteran and medical documents open group specials in the bag.
      void client.invalidateQueries({ queryKey: ['cart'] })
    },
  })
}

/** What a slot still needs (spec section 5: the MMJ card needs front and back). */
export function slotStatus(slot: PhotoSlot, doc: Pick<IdentificationDocument, PhotoSlot> | undefined): string {
  const has = (s: PhotoSlot) => Boolean(doc?.[s])
  if (slot === 'mmj_card' && !has('mmj_card') && has('mmj_card_back')) return 'Needed: front of the card'
  if (slot === 'mmj_card_back' && !has('mmj_card_back') && has('mmj_card')) return 'Needed: back of the card'
  if (!has(slot)) return 'Not uploaded yet'
  const uploaded = new Date(doc![slot]!.uploaded_at).toLocaleDateString('en-US', { dateStyle: 'medium' })
  return `Uploaded ${uploaded}`
}
