// The JSON of the upload API (POST /api/files/upload, PUT /api/files/blur).

/** One stored file. `url` is where it is served (/api/files/{key}); width and height are the stored image's. */
export interface UploadedFileJson {
  id: number;
  url: string;
  content_type: string;
  width: number | null;
  height: number | null;
  byte_size: number;
}

/** 201 from POST /api/files/upload: always exactly one file (one file per request). */
export interface UploadResponse {
  files: [UploadedFileJson];
}

/** 200 from PUT /api/files/blur. */
export interface BlurResponse {
  blur_url: string;
}
