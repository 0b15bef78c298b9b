// Uploads one image for a scene tile or a duo template image (POST /scenes/tiles): checked by content, re-encoded
// and stored by the server, which answers where it is served.
import { api } from '@/lib/api-client';
import type { StoredImage } from '@/lib/scenes/admin';

export async function uploadLibraryImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const stored = await api.post<StoredImage>('/scenes/tiles', form);
  return stored.url;
}

export const IMAGE_ACCEPT = 'image/gif,image/jpeg,image/png,image/tiff,image/svg+xml,.gif,.jpg,.jpeg,.tiff,.tif,.png,.svg';
