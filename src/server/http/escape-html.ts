/** Text made safe inside HTML (or SVG) text and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
