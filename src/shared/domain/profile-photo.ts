// SPEC §5 profile photo: gif, png or jpeg. The size limit is ours (SPEC gives none).

export const PHOTO_TYPES = ['image/gif', 'image/png', 'image/jpeg']
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const photoTooLarge = 'The photo must be 2 MB or smaller.'
