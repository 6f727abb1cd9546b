import { api } from '../api.ts'

/**
 * Downloads a file from an API endpoint (a CSV, a manifest, one's own data). The endpoint needs the bearer token, which a plain link
 * cannot send: the file is fetched by the API wrapper, then saved from an object URL under the
 * name the server gave it (`fallbackName` when it gave none).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const file = await api<{ blob: Blob; name: string }>(path, {
    read: async (response) => ({
      blob: await response.blob(),
      name: /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName,
    }),
  })
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
