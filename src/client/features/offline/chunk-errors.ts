/**
 * A failed `import()` of a code chunk, in the words of Chromium, Firefox and Safari: the file
 * is not on this device and the network did not bring it (or a new deploy removed it).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : ''
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(message)
}
