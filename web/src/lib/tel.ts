/** A phone number as a tel: link's address: its digits and any leading +, "(415) 555-0142" → "tel:4155550142". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
