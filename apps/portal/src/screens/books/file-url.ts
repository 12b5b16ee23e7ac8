/**
 * A stored file's address for viewers, images and downloads. The server answers links signed
 * for the file and the user (`?user=..&expires=..&signature=..`), used as they are; a bare
 * path gets the access token as `?jwt=` (servers that sign no links).
 */
export function fileUrl(path: string, accessToken: string): string {
  return path.includes('?')
    ? `/api${path}`
    : `/api${path}?${new URLSearchParams({ jwt: accessToken })}`;
}
