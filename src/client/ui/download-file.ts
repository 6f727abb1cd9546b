/** A file an endpoint answered, under the name the server gave it. */
export interface DownloadedFile {
  blob: Blob
  name: string
}

/** How a file's answer is read: passed as the API call's `read`. */
type ReadFile = (response: Response) => Promise<DownloadedFile>

/**
 * Downloads a file from an API endpoint (a CSV, a manifest, one's own data). The endpoint needs the bearer token, which a plain link
 * cannot send: `fetchFile` calls it through the API wrapper with the given `read`, then the file
 * is saved from an object URL under the name the server gave it (`fallbackName` when it gave none):
 * `downloadFile('dados.json', (read) => api.get('/api/me/export', { read }))`.
 */
export async function downloadFile(fallbackName: string, fetchFile: (read: ReadFile) => Promise<DownloadedFile>): Promise<void> {
  const file = await fetchFile(async (response) => ({
    blob: await response.blob(),
    name: /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName,
  }))
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
