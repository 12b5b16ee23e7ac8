/** A stored file's address for viewers, images and downloads: the API path plus `?jwt=`. */
export function fileUrl(path: string, accessToken: string): string {
  return `/api${path}?${new URLSearchParams({ jwt: accessToken })}`;
}
