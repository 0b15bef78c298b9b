// What uploads say, in the spec's words where it has them; the ones it leaves open are marked "ours".
export const FILE_MESSAGES = {
  oneFileMaximum: 'Error: 1 file maximum.',
  tooLarge: 'Error: File size must be 4 MB or less',
  // The spec's sentence lists .svg, which is refused (a document that can carry script): the list says what is accepted.
  incorrectType: 'Error: Incorrect file type. Use .png, .jpeg, .jpg, or .gif.',
  tooSmall: "Error: Image dimensions can't be smaller than 150px.",
  animatedGif: "Error: File can't be an animated gif.",
  notAnimatedGif: 'File is not an animated gif.',
  // ours: a form without a file, or a body that is not a multipart form at all
  noFile: 'Error: No file was uploaded.',
  notMultipart: 'Error: Send the file as a multipart form (multipart/form-data).',
  // ours: an image over the decoder's pixel budget (a decompression bomb) or one that does not decode
  tooManyPixels: 'Error: Image dimensions are too large. Use an image under 40 megapixels.',
  unreadable: 'Error: The image could not be read.',
  // ours: the per-user flood limit (docs/decisions/004-guess-throttling.md)
  tooManyUploads: 'Too many uploads in a short time. Please wait a few minutes and try again.',
  fileNotFound: 'File could not be found.',
  // The dialog's texts
  uploadFailed: 'Oops, something went wrong while uploading your file.',
  profilePhotoFailed: 'Could not update profile photo. Please try again.',
  unexpectedError: 'Unexpected Error',
  networkError: 'Network error.',
  imageNotLoaded: "Image couldn't be loaded",
  loadingError: 'Loading error:',
  imagePathRequired: 'image_path is required',
  imagePathTooLong: 'image_path is too long',
} as const;
