/**
 * What a user reads when the file they chose is not a picture: the API's error (errors.ts) and the
 * profile form's own check (me.schema.ts) say the same words. A module of its own, so that the
 * form does not carry the API's whole error catalog to every page.
 */
export const notAnImageMessage = 'Please choose an image file (PNG, JPEG, WebP or GIF).';
