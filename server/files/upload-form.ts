// What an upload route hands the domain: the one file of a multipart form and its options, already capped and parsed
// by the HTTP layer (server/http/multipart.ts).
export interface UploadForm {
  file: File;
  /** `secure`: served only to signed-in people of the promotion. */
  secure: boolean;
  /** `resize_to_fit`: fit inside 500×500 instead of 1920×1080. */
  resizeToFit: boolean;
  /** `allow_animated_gif`: keep an animation instead of refusing it. */
  allowAnimated: boolean;
}

/** Reads the form when called; the route made it (uploadFormOf), so a wrong type was refused before any count. */
export type ReadUploadForm = () => Promise<UploadForm>;
